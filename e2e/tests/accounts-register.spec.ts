import { expect, test } from './fixtures';
import { emailedLink, freshEmail, PASSWORD, registerMember, signIn, signOut } from './accounts-helpers';

const TERMS_REJECTED =
  "In order to continue using the product, you must accept the product's updated terms of service.";

test('register by email end to end, then the terms flow: Reject, then Agree; later sign-ins go straight in', async ({
  page,
  request,
}) => {
  const email = freshEmail('register');

  // spec 000 §4: a valid email → 'Confirm your Email Address' and the field is cleared.
  await page.goto('/?openSignUpModal=register');
  const signUp = page.getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Email', { exact: true }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Confirm your Email Address' })).toBeVisible();
  await expect(signUp.getByLabel('Email', { exact: true })).toHaveValue('');

  // The emailed link → the link handler → /auth/register-page with the email locked.
  await page.goto(await emailedLink(request, email, 'regemail'));
  await expect(page).toHaveURL(/\/auth\/register-page$/);
  const form = page.getByRole('form', { name: 'Create your account' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Email', { exact: true })).not.toBeEditable();
  expect(await page.evaluate(() => localStorage.getItem('auth-email'))).toBe(email);

  await form.getByLabel('Name', { exact: true }).fill('Reggie Register');
  await form.getByLabel('Address', { exact: true }).fill('San Francisco');
  await form.getByRole('button', { name: 'Find address' }).click();
  await form.getByRole('group', { name: 'Matching places' }).getByRole('button').first().click();
  await expect(form.getByLabel('Located at', { exact: true })).toContainText('San Francisco');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('group', { name: 'Fan' }).getByRole('button', { name: 'Select' }).click();
  await form.getByRole('button', { name: 'Create account' }).click();

  // The new member meets the Terms before going on (spec 000 §2.6, §4). Reject: the spec message, nobody signed in.
  const terms = page.getByRole('dialog', { name: 'Our Terms and Privacy Policy' });
  await expect(terms).toBeVisible();
  // spec 000 §2.6: both documents load from /terms.html and /privacy.html into the tabs.
  await expect(terms.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await terms.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(terms.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await terms.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(TERMS_REJECTED)).toBeVisible();
  await expect(terms).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').session ?? null)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('auth-email'))).toBeNull();

  // The account exists: signing in shows the Terms again ('show-terms'), and Agree goes on.
  await signIn(page, email);
  await page
    .getByRole('dialog', { name: 'Our Terms and Privacy Policy' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);

  await signOut(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  await expect(page.getByRole('dialog', { name: 'Our Terms and Privacy Policy' })).toBeHidden();
});

test("an invalid email gets the 'Invalid Email Address' dialog", async ({ page }) => {
  await page.goto('/?openSignUpModal=register');
  const signUp = page.getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email', { exact: true }).fill('someone@nowhere');
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invalid Email Address' });
  await expect(dialog).toContainText('someone@nowhere is an invalid email address. Please use a valid email address.');
});

test("a registration link for an address that has an account: 'Account already exists.', then home to sign in", async ({
  page,
  request,
}) => {
  const email = freshEmail('exists');
  await registerMember(request, email);
  await page.goto('/?openSignUpModal=register');
  const signUp = page.getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Email', { exact: true }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Confirm your Email Address' })).toBeVisible();

  await page.goto(await emailedLink(request, email, 'regemail'));
  await expect(page.getByText('Account already exists.')).toBeVisible();
  await expect(page.getByText('Redirecting to the product Login Page...')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 6000 });
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
});
