import { expect, test, type APIRequestContext } from './fixtures';
import {
  ACCEPT_AFFILIATE_TERMS_LABEL,
  AFFILIATE_TERMS_TITLE,
  JOIN_AFFILIATE_BUTTON,
  PROMOTION_TITLE,
  READ_AFFILIATE_TERMS,
} from '@stagepass/domain/affiliate';
import {
  api,
  apiSession,
  freshEmail,
  onboardPayouts,
  registerMember,
  registerTalent,
  registerVerified,
  signIn,
} from './accounts-helpers';
import { serverNow, sfLocal, unique } from './marketplace-helpers';

// Issue 15, affiliate acceptance: a talent joins the affiliate programme (terms modal, guidelines) and gets a code; a
// business registers with that code and sells tickets; after the month ends (the development clock moved past it),
// the talent's affiliate page shows the month's payout: the revenue share (3 % of the ticket sales, the seeded
// promotion) less the processing fees, paid to the talent's payout account.
//
// The clock moves a month, so this spec runs on a server of its own: playwright.affiliate.config.ts (the e2e
// package's `npm test` runs it after the shared config, which leaves it out).

test.describe.configure({ mode: 'serial' });

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const tag = unique();
const talentEmail = freshEmail('affiliate-talent');
const businessEmail = freshEmail('affiliate-venue');
const VENUE = 'Canal Club';
const EVENT = `Canal Sessions ${tag}`;
/** Two tickets at $120.00: $240.00 of ticket sales; 3 % is $7.20; the processor's 0.25 % of it is 1.8 → 2 cents. */
const PRICE_CENTS = 12_000;

const shared: { code?: string; eventEndMs?: number } = {};

/** The UTC month ('YYYY-MM-01') of an instant, and the instant the next one starts. */
const monthOf = (ms: number) => `${new Date(ms).toISOString().slice(0, 7)}-01`;
const nextMonthStart = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

async function cardToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/dev/cards/tokens', {
    data: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

test('1. a talent joins the affiliate programme from Settings, reading the terms, and gets a code', async ({
  page,
  request,
}) => {
  await registerTalent(request, talentEmail, 'Ari Affiliate');
  await onboardPayouts(request, await apiSession(request, talentEmail), 'Ari Affiliate');

  // The fan landing shows the offer the seeded promotion makes (spec 001 §2: the stored fraction × 100).
  await page.goto('/auth/fanLanding');
  const offer = page.getByRole('region', { name: PROMOTION_TITLE });
  await expect(offer).toContainText('3% of the ticket sales of businesses you refer');
  await expect(offer).toContainText('10% of the booking fees businesses you refer pay');

  await signIn(page, talentEmail);
  await expect(page).toHaveURL(/dash\/.*-dashboard$/);
  await expect(page.getByRole('link', { name: 'Affiliate', exact: true })).toHaveCount(0);
  await page.goto('/dash/settings');
  await page.getByRole('link', { name: JOIN_AFFILIATE_BUTTON }).click();
  await expect(page).toHaveURL(/\/dash\/affiliate$/);

  await expect(page.getByRole('heading', { name: 'Affiliate guidelines' })).toBeVisible();
  await page.getByRole('button', { name: READ_AFFILIATE_TERMS }).first().click();
  const terms = page.getByRole('dialog', { name: AFFILIATE_TERMS_TITLE });
  await expect(terms).toContainText('Last updated: June 17, 2025');
  await expect(terms).toContainText('limited to 50 US dollars');
  await expect(terms).toContainText('arbitration in California under California law');
  await expect(terms).toContainText('18 years of age or older');
  await terms.getByRole('button', { name: 'Close' }).click();

  const join = page.getByRole('button', { name: JOIN_AFFILIATE_BUTTON });
  await expect(join).toBeDisabled();
  await page.getByRole('checkbox', { name: ACCEPT_AFFILIATE_TERMS_LABEL }).check();
  await join.click();
  const code = page.getByTestId('affiliate-code');
  await expect(code).toHaveText(/^[A-Z]{2,6}[A-HJ-NP-Z2-9]{4}$/);
  shared.code = (await code.textContent())!;
  // spec 000 §6: the 'Affiliate' menu role, now that the profile has an affiliate_code.
  await expect(page.getByRole('link', { name: 'Affiliate', exact: true }).first()).toBeVisible();
});

test('2. a business registers with the talent’s code and sells two tickets', async ({ request, baseURL }) => {
  expect(shared.code).toBeTruthy();
  await registerVerified(request, baseURL!, {
    email: businessEmail,
    username: `canal-${tag}`,
    accType: 'business',
    name: VENUE,
    // Typed as a member might: the code is matched whatever its case.
    affiliateCode: shared.code!.toLowerCase(),
  });
  const session = await apiSession(request, businessEmail);
  await onboardPayouts(request, session, `${VENUE} LLC`);

  const now = await serverNow(request);
  const startMs = now + DAY_MS;
  const endMs = startMs + 3 * HOUR_MS;
  const event = await api<{ event_id: number }>(
    request,
    'business_create_update_event',
    {
      create: '1',
      event_name: EVENT,
      address: '1 Market St, San Francisco, CA',
      draft: '0',
      start_time: sfLocal(startMs),
      end_time: sfLocal(endMs),
    },
    session,
  );
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  // The form takes minutes: the event ends at the minute.
  shared.eventEndMs = Math.floor(endMs / 60_000) * 60_000;
  const ticket = await api<{ ticket: { ticket_id: number } }>(
    request,
    'business_ticket_create_update',
    {
      event_id: event.data.event_id,
      name: 'General Admission',
      price: PRICE_CENTS,
      quantity: 40,
      refundable: true,
      sales_start: sfLocal(now - DAY_MS),
      sales_end: sfLocal(startMs - HOUR_MS),
      private: false,
      online_only: false,
    },
    session,
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);

  const fanSession = await registerMember(request, freshEmail('affiliate-fan'), { name: 'Fay Fan' });
  const bought = await api(
    request,
    'user_purchase_tickets',
    {
      event_id: event.data.event_id,
      ticket_id: ticket.data.ticket.ticket_id,
      quantity: 2,
      price: PRICE_CENTS,
      payment_company: 'Stripe',
      payment_method: await cardToken(request),
      is_token: 1,
    },
    fanSession,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
});

test('3. after the month ends, the talent’s payout shows the revenue share less fees', async ({ page, request }) => {
  expect(shared.eventEndMs).toBeTruthy();
  // Past the event (the sale settles) and past the end of its month (the month's payout comes due).
  const target = nextMonthStart(shared.eventEndMs!) + HOUR_MS;
  const moved = await request.post('/dev/clock', { data: { advance_ms: target - (await serverNow(request)) } });
  expect(moved.status()).toBe(200);
  const run = (await moved.json()) as { ran: string[]; failed: { name: string }[] };
  expect(run.ran).toContain('affiliate-payouts');
  expect(run.failed.map((f) => f.name)).not.toContain('affiliate-payouts');

  await signIn(page, talentEmail);
  await expect(page).toHaveURL(/dash\/.*-dashboard$/);
  await page.getByRole('link', { name: 'Affiliate', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dash\/affiliate$/);
  await expect(page.getByTestId('affiliate-code')).toHaveText(shared.code!);

  const payout = page.getByTestId(`affiliate-payout-${monthOf(shared.eventEndMs!)}`);
  await expect(payout).toContainText('$7.20');
  await expect(payout).toContainText('−$0.02');
  await expect(payout).toContainText('$7.18');
  await expect(payout).toContainText('Paid');

  const sale = page.getByRole('table', { name: 'Earnings' }).getByRole('row').filter({ hasText: VENUE });
  await expect(sale).toContainText(`Ticket sales · ${EVENT}`);
  await expect(sale).toContainText('$240.00');
  await expect(sale).toContainText('3%');
  await expect(sale).toContainText('$7.20');
  const client = page.getByRole('table', { name: 'Referrals' }).getByRole('row').filter({ hasText: VENUE });
  await expect(client).toContainText('Business');
  await expect(client).toContainText('$7.20');

  // The transfer, in the payments sandbox: one, of the payout's amount.
  await page.goto('/dev/connect');
  const transfers = page.getByRole('row').filter({ hasText: 'Affiliate revenue share' }).filter({ hasText: '$7.18' });
  await expect(transfers).toHaveCount(1);
});
