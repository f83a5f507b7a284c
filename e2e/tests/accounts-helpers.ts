// Shared steps of the accounts-*.spec.ts flows (issue 3): the sandbox mailbox and phone, and
// members made through the real API the way the product makes them (emailed code → create_user).

import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse-battery-42';

let counter = 0;
/** An address no other test (or earlier run on this database) has used. */
export function freshEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest email to `to` whose text carries a /redirect/{requestType}/ link; that link. */
export async function emailedLink(request: APIRequestContext, to: string, requestType: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+/redirect/${requestType}/[A-Za-z0-9%_-]+`);
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const mail = (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
        const hit = mail.find((m) => m.to.toLowerCase() === to.toLowerCase() && pattern.test(m.text));
        link = hit ? (hit.text.match(pattern)?.[0] ?? null) : null;
        return link;
      },
      { timeout: 15_000, message: `a ${requestType} link emailed to ${to}` },
    )
    .not.toBeNull();
  // The link carries the server's PUBLIC_URL; the path is what matters here.
  return new URL(link!).pathname;
}

/** The newest code texted to a phone (E.164) by the sandbox SMS outbox. */
export async function textedCode(request: APIRequestContext, phone: string, after: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const texts = (await (await request.get('/dev/sms.json')).json()) as {
          to: string;
          text: string;
          createdAt: string;
        }[];
        const hit = texts.find((t) => t.to === phone && t.createdAt > after);
        code = hit?.text.match(/\b(\d{5,15})\b/)?.[1] ?? null;
        return code;
      },
      { timeout: 15_000, message: `a code texted to ${phone}` },
    )
    .not.toBeNull();
  return code!;
}

export async function api<T = unknown>(
  request: APIRequestContext,
  name: string,
  input: Record<string, unknown> = {},
  session?: string,
): Promise<{ status: number; data: T; body: Record<string, unknown> }> {
  const res = await request.post('/api', {
    data: { request: name, ...input },
    headers: session ? { authorization: `Bearer ${session}` } : {},
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status(), data: body.data as T, body };
}

/**
 * A fan account made as the product makes one: request_registration, the emailed regemail code,
 * claim_code, create_user. Terms are accepted unless `acceptTerms` is false. Returns its session.
 */
export async function registerMember(
  request: APIRequestContext,
  email: string,
  { acceptTerms = true, name = 'Eddie Example' } = {},
): Promise<string> {
  expect((await api(request, 'request_registration', { email })).status).toBe(200);
  const code = decodeURIComponent((await emailedLink(request, email, 'regemail')).split('/').pop()!);
  const claim = await api<{ auth_user: { registration_token: string } }>(request, 'claim_code', {
    type: 'REGISTRATION',
    code,
  });
  expect(claim.status).toBe(200);
  const created = await api<{ session: string }>(request, 'create_user', {
    userData: {
      email,
      name,
      password: PASSWORD,
      accType: 'user',
      registration_token: claim.data.auth_user.registration_token,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (acceptTerms) expect((await api(request, 'terms_accepted', {}, created.data.session)).status).toBe(200);
  return created.data.session;
}

/** Opens the sign-in modal on the landing page. */
export async function openSignIn(page: Page) {
  await page.goto('/?openSignUpModal=login');
  return page.getByRole('form', { name: 'Sign In' });
}

/** Signs in through the modal; the caller checks where that leads. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  const form = await openSignIn(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export const WRONG_CREDENTIALS = 'The email or password you entered is incorrect.';

/** Ends the session the way the product does (/auth/logout opens the server root). */
export async function signOut(page: Page) {
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
}

/** The registration proof create_user needs: request_registration, the emailed regemail code, claim_code. */
async function registrationToken(request: APIRequestContext, email: string): Promise<string> {
  expect((await api(request, 'request_registration', { email })).status).toBe(200);
  const code = decodeURIComponent((await emailedLink(request, email, 'regemail')).split('/').pop()!);
  const claim = await api<{ auth_user: { registration_token: string } }>(request, 'claim_code', {
    type: 'REGISTRATION',
    code,
  });
  expect(claim.status).toBe(200);
  return claim.data.auth_user.registration_token;
}

async function createMember(request: APIRequestContext, userData: Record<string, unknown>) {
  const created = await api<{ session: string }>(request, 'create_user', { userData });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await api(request, 'terms_accepted', {}, created.data.session)).status).toBe(200);
}

/**
 * A business or agency account, verified through the sandbox professional network as registration does it (spec
 * 000 §3).
 */
export async function registerVerified(
  request: APIRequestContext,
  baseURL: string,
  {
    email,
    username,
    accType,
    name = accType === 'agency' ? 'Nova Agency' : 'Nova Venue',
    affiliateCode,
  }: {
    email: string;
    username: string;
    accType: 'business' | 'agency';
    name?: string;
    /** The affiliate code typed at registration (spec 000 §3). */
    affiliateCode?: string;
  },
) {
  const registration_token = await registrationToken(request, email);
  const redirectUri = `${baseURL}/auth/confirm-account-page`;
  const allowed = await request.post('/dev/oauth/linkedin/authorize', {
    form: { redirect_uri: redirectUri, state: `${accType}-e2e`, decision: 'allow', email, name },
    maxRedirects: 0,
  });
  expect(allowed.status()).toBe(302);
  const code = new URL(allowed.headers().location!).searchParams.get('code');
  expect(code).toBeTruthy();
  const proof = await api<{ token: string }>(request, 'get_linkedin_access_token', {
    code,
    redirect_uri: redirectUri,
  });
  expect(proof.status, JSON.stringify(proof.body)).toBe(200);
  await createMember(request, {
    email,
    name,
    username,
    password: PASSWORD,
    accType,
    registration_token,
    verification: { method: 'linkedin', token: proof.data.token },
    ...(affiliateCode ? { affiliate_code: affiliateCode } : {}),
  });
}

export async function registerTalent(request: APIRequestContext, email: string, name: string) {
  const registration_token = await registrationToken(request, email);
  await createMember(request, { email, name, password: PASSWORD, accType: 'specialist', registration_token });
}

/** Signs in through the API: the session of a member. */
export async function apiSession(request: APIRequestContext, email: string): Promise<string> {
  const login = await api<{ session: string }>(request, 'login', { username: email, password: PASSWORD });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.data.session;
}

/** A business's payout account, onboarded through the sandbox's page as the business would, then registered. */
export async function onboardPayouts(request: APIRequestContext, session: string, businessName: string) {
  const start = await api<{ url: string }>(request, 'stripe_get_account_url', {}, session);
  const formAction = new URL(start.data.url).pathname;
  expect((await request.get(formAction)).status()).toBe(200);
  const submitted = await request.post(formAction, {
    form: { business_name: businessName, routing_number: '110000000', account_number: '000123456789' },
    maxRedirects: 0,
  });
  expect(submitted.status()).toBe(303);
  const connectId = /stripeconnect\/([^/]+)\/return/.exec(submitted.headers().location!)![1]!;
  expect((await api(request, 'register_stripe_payout_account', { auth_code: connectId }, session)).status).toBe(200);
}
