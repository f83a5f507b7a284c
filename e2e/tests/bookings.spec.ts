import { expect, test, type APIRequestContext } from './fixtures';
import {
  api,
  apiSession,
  freshEmail,
  onboardPayouts,
  registerTalent,
  PASSWORD,
  registerVerified,
  signIn,
  signOut,
} from './accounts-helpers';
import { fan, unique } from './marketplace-helpers';
import { addLocation, addSchedule } from './schedule-helpers';

// Issue 12, acceptance: a new talent creates a location and a schedule on /dash/scheduling; two businesses bid $300
// (on the find-talent page) and $250 on overlapping time blocks; the development clock moves past the schedule's
// closing time; the $300 bidder is Booked at $251 and the other shows 'Lost'; both businesses see their notifications,
// and a fan who follows the talent is told of the booking. Fresh members only. The schedule closes a few minutes
// after it is made (its lockout), so the clock moves minutes, not days, and later tests keep their dates.

const ZONE = 'America/Los_Angeles';
const GUITARIST = 102;

/** The local date in San Francisco `days` from now (YYYY-MM-DD). */
function sfDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * 86_400_000);
}

/** The instant of a San Francisco wall-clock time. */
function sfInstant(date: string, hhmm: string): number {
  const guess = Date.parse(`${date}T${hhmm}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return guess - (shown - guess);
}

/** A business with payouts, a saved 4242 card, and an event tomorrow evening with one time block for a guitarist. */
async function bidder(request: APIRequestContext, baseURL: string, tag: string, name: string, block: [string, string]) {
  const email = freshEmail(tag);
  await registerVerified(request, baseURL, { email, username: `${tag}-${unique()}`, accType: 'business', name });
  const session = await apiSession(request, email);
  await onboardPayouts(request, session, `${name} LLC`);
  expect((await api(request, 'stripe_create_customer', {}, session)).status).toBe(200);
  const token = await request.post('/dev/cards/tokens', {
    data: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' },
  });
  const card = (await token.json()) as { id: string };
  expect((await api(request, 'stripe_source_action', { action: 'Add', token: card.id }, session)).status).toBe(200);
  const day = sfDate(1);
  const eventName = `${name} Live ${unique()}`;
  const event = await api<{ event_id: number }>(
    request,
    'business_create_update_event',
    {
      create: '1',
      event_name: eventName,
      address: '1 Market St, San Francisco, CA',
      draft: '0',
      start_time: `${day}T18:00`,
      end_time: `${day}T23:00`,
    },
    session,
  );
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  const sub = await api<{ sb_event_id: number }>(
    request,
    'business_create_update_sub_event',
    {
      event_id: event.data.event_id,
      sb_start_time: `${day}T${block[0]}`,
      sb_end_time: `${day}T${block[1]}`,
      traits_num: { [GUITARIST]: 1 },
    },
    session,
  );
  expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  return { email, session, eventId: event.data.event_id, sbEventId: sub.data.sb_event_id, eventName };
}

test('a talent’s schedule closes: the $300 bid is Booked at $251, the $250 bid Lost, and everyone is told', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The talent: registered, payouts onboarded, performs guitar.
  const talentEmail = freshEmail('talent-sched');
  // Member names are letters only: the run's tag in letters.
  const talentName = `Gia Strings ${unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await registerTalent(request, talentEmail, talentName);
  const talentSession = await apiSession(request, talentEmail);
  expect((await api(request, 'terms_accepted', {}, talentSession)).status).toBe(200);
  await onboardPayouts(request, talentSession, talentName);
  expect((await api(request, 'specialist_update_traits', { trait_ids: [GUITARIST] }, talentSession)).status).toBe(200);
  const login = await api<{ user: { user_id: number } }>(request, 'login', {
    username: talentEmail,
    password: PASSWORD,
  });
  const talentId = login.data.user.user_id;

  // A fan follows the talent.
  const follower = await fan(request, 'talent-follower');
  expect(
    (
      await api(
        request,
        'follow_celebrity',
        { followed_id: talentId, req_type: 'follow', followed_type: 'SPECIALIST' },
        follower.session,
      )
    ).status,
  ).toBe(200);

  // 1. The talent creates a location and a schedule on /dash/scheduling.
  await signIn(page, talentEmail);
  await expect(page).toHaveURL(/\/dash\/celeb-dashboard$/);
  await page.goto('/dash/scheduling');
  await addLocation(page);

  const day = sfDate(1);
  // Bidding closes three minutes from now: the lockout is the time until the schedule starts, less three minutes.
  const lockout = Math.floor((sfInstant(day, '17:00') - Date.now()) / 60_000) - 3;
  await addSchedule(page, { day, from: '17:00', to: '23:30', rate: '200', lockout });
  const listed = await api<{ schedules: { closes_at: string }[] }>(
    request,
    'specialist_schedule_list',
    {},
    talentSession,
  );
  expect(listed.data.schedules).toHaveLength(1);
  const closesAt = Date.parse(listed.data.schedules[0]!.closes_at);

  // 2. Two businesses bid on overlapping blocks: $300 on the find-talent page, $250 through the API.
  const high = await bidder(request, baseURL!, 'bid-high', 'Harbor Hall', ['19:00', '21:00']);
  const low = await bidder(request, baseURL!, 'bid-low', 'Mission Room', ['20:00', '22:00']);
  await signOut(page);
  await signIn(page, high.email);
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  await page.goto(`/dash/findCelebsForEvent?eventId=${high.eventId}&sbEventId=${high.sbEventId}`);
  const card = page.getByRole('article', { name: `Talent: ${talentName}` });
  await card.getByRole('button', { name: `Bid on ${talentName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Bid on ${talentName}` });
  await dialog.getByRole('textbox', { name: /Your maximum bid/ }).fill('300');
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/Leading/)).toBeVisible();
  const lowBid = await api(
    request,
    'bid_book_candidate',
    { sb_event_id: low.sbEventId, sp_id: talentId, sp_trait_id: GUITARIST, price: 250 },
    low.session,
  );
  expect(lowBid.status, JSON.stringify(lowBid.body)).toBe(200);

  // 3. The development clock moves past the close; the close job runs with it.
  const moved = await request.post('/dev/clock', { data: { advance_ms: Math.max(0, closesAt - Date.now()) + 60_000 } });
  expect(moved.status()).toBe(200);

  // 4. The $300 bidder is Booked at $251; the other shows 'Lost'.
  await page.goto(`/dash/event/${high.eventId}`);
  const bids = page.getByRole('region', { name: 'Bids and bookings' });
  await expect(bids.getByText(/Booked at \$251/)).toBeVisible({ timeout: 20_000 });
  await expect(bids.getByText('Booked', { exact: true })).toBeVisible();

  // 5. Both see their notifications.
  await page.goto('/dash/business-dashboard');
  await expect(page.getByText(`Booked: ${talentName}`)).toBeVisible();

  await signOut(page);
  await signIn(page, low.email);
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  await page.goto(`/dash/event/${low.eventId}`);
  await expect(
    page.getByRole('region', { name: 'Bids and bookings' }).getByText('Lost', { exact: true }),
  ).toBeVisible();
  await page.goto('/dash/business-dashboard');
  await expect(page.getByText(`Bid lost: ${talentName}`)).toBeVisible();

  // 6. The fan who follows the talent is told.
  await signOut(page);
  await signIn(page, follower.email);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  await page.goto('/dash/user-dashboard');
  await expect(page.getByText(`${talentName} was booked`)).toBeVisible();
});
