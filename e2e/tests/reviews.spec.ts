import { expect, test, type APIRequestContext } from './fixtures';
import {
  api,
  apiSession,
  emailedLink,
  freshEmail,
  onboardPayouts,
  PASSWORD,
  registerMember,
  registerTalent,
  registerVerified,
  signIn,
} from './accounts-helpers';
import { addTicket, at, fan, serverNow, sfDayAhead, sfLocal, takeFreeTickets, unique } from './marketplace-helpers';

// Issue 13, acceptance 2 and 3, across fresh accounts: after the event (the development clock moved by minutes), a fan
// with a ticket reviews the talent booked on it, and the review card shows See more and See less; a talent requests a
// recommendation by email, and the recipient writes it through the link mailed to them.

const GUITARIST = 102;
const MINUTE = 60_000;

/** Letters only (member names take no digits): the run's tag in letters. */
const letters = () => unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** A talent who plays guitar, with payouts and a location in San Francisco. */
async function guitarist(request: APIRequestContext, name: string) {
  const email = freshEmail('rev-talent');
  await registerTalent(request, email, name);
  const session = await apiSession(request, email);
  await onboardPayouts(request, session, name);
  expect((await api(request, 'specialist_update_traits', { trait_ids: [GUITARIST] }, session)).status).toBe(200);
  const location = await api<{ location: { location_id: number } }>(
    request,
    'location_create_update',
    { name: 'Mission studio', address: '1 Market St, San Francisco, CA' },
    session,
  );
  expect(location.status, JSON.stringify(location.body)).toBe(200);
  const login = await api<{ user: { user_id: number } }>(request, 'login', { username: email, password: PASSWORD });
  return { email, session, id: login.data.user.user_id, locationId: location.data.location.location_id };
}

/** A business with payouts and a saved 4242 card. */
async function venue(request: APIRequestContext, baseURL: string, name: string) {
  const email = freshEmail('rev-venue');
  await registerVerified(request, baseURL, { email, username: `rev-${unique()}`, accType: 'business', name });
  const session = await apiSession(request, email);
  await onboardPayouts(request, session, `${name} LLC`);
  expect((await api(request, 'stripe_create_customer', {}, session)).status).toBe(200);
  const token = await request.post('/dev/cards/tokens', {
    data: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' },
  });
  const card = (await token.json()) as { id: string };
  expect((await api(request, 'stripe_source_action', { action: 'Add', token: card.id }, session)).status).toBe(200);
  return { email, session };
}

test('after the event, a fan with a ticket reviews the talent, and the card shows See more and See less', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const talentName = `Rio Strings ${letters()}`;
  const star = await guitarist(request, talentName);
  const business = await venue(request, baseURL!, 'Harbor Hall');

  // A night starting in a few minutes on the server's clock: the talent's schedule covers it and is open to Book Now.
  const now = await sfDayAhead(request, 6, 60);
  const schedule = await api(
    request,
    'specialist_schedule',
    {
      location_id: star.locationId,
      start_time: new Date(now + 6 * MINUTE).toISOString(),
      end_time: new Date(now + 60 * MINUTE).toISOString(),
      buffer_time: 0,
      rate: 200,
      book_now: 250,
      approve_bids: false,
      lockout: 1,
      max_events: 2,
    },
    star.session,
  );
  expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
  const [startMs, endMs] = [now + 10 * MINUTE, now + 30 * MINUTE];
  const eventName = `Harbor Session ${letters()}`;
  const event = await api<{ event_id: number }>(
    request,
    'business_create_update_event',
    {
      create: '1',
      event_name: eventName,
      address: '1 Market St, San Francisco, CA',
      draft: '0',
      start_time: sfLocal(startMs),
      end_time: sfLocal(endMs),
    },
    business.session,
  );
  expect(event.status, JSON.stringify(event.body)).toBe(200);
  const eventId = event.data.event_id;
  const block = await api<{ sb_event_id: number }>(
    request,
    'business_create_update_sub_event',
    { event_id: eventId, sb_start_time: sfLocal(startMs), sb_end_time: sfLocal(endMs), traits_num: { [GUITARIST]: 1 } },
    business.session,
  );
  expect(block.status, JSON.stringify(block.body)).toBe(200);
  const bid = await api<{ bid: { bid_id: number } }>(
    request,
    'bid_book_candidate',
    { sb_event_id: block.data.sb_event_id, sp_id: star.id, sp_trait_id: GUITARIST, price: 250 },
    business.session,
  );
  expect(bid.status, JSON.stringify(bid.body)).toBe(200);
  const booked = await api<{ bid: { state: string } }>(
    request,
    'bid_book_candidate',
    {
      sb_event_id: block.data.sb_event_id,
      sp_id: star.id,
      sp_trait_id: GUITARIST,
      price: 250,
      bid_id: bid.data.bid.bid_id,
      type: 'BOOK_NOW',
    },
    business.session,
  );
  expect([booked.status, booked.data?.bid.state], JSON.stringify(booked.body)).toEqual([200, 'Booked']);

  // A fan takes a free ticket.
  const guest = await fan(request, 'rev-fan');
  const ticketId = await addTicket(request, business.session, eventId, {
    name: 'Free Entry',
    price: 0,
    quantity: 20,
    sales_start: at(-1, '09:00'),
    sales_end: sfLocal(startMs),
  });
  await takeFreeTickets(request, guest.session, eventId, ticketId, 1);

  // Before the night ends the fan is told when reviews open.
  await signIn(page, guest.email);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  await page.goto(`/dash/event/${eventId}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(`You can review Harbor Hall and ${talentName} once the event has ended.`)).toBeVisible(
    { timeout: 20_000 },
  );

  // The development clock moves past the end of the night (half an hour).
  const moved = await request.post('/dev/clock', {
    data: { advance_ms: endMs - (await serverNow(request)) + MINUTE },
  });
  expect(moved.status()).toBe(200);

  await page.reload();
  await reviews.getByRole('button', { name: `Review ${talentName}` }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: `Your review of ${talentName}` });
  await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
  const text =
    'From the first chord the room went quiet, then it never stopped dancing. ' +
    'The set mixed old favourites with new songs, the sound was clear from the back of the hall, ' +
    'and the encore had everyone singing along. I will follow this artist to every show in town from now on.';
  await dialog.getByRole('textbox', { name: /Your review/ }).fill(text);
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Review saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card: the first review, collapsed to two lines, with See more and See less; it leads to the talent.
  const card = reviews.getByRole('article', { name: 'Review by Fay Fan' });
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(card.getByRole('link', { name: talentName })).toHaveAttribute('href', `/dash/c/${star.id}`);
  const shown = card.getByTestId('review-text');
  const collapsed = await shown.evaluate((el) => el.getBoundingClientRect().height);
  const lineHeight = await shown.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(collapsed).toBeLessThanOrEqual(lineHeight * 2 + 1);
  await card.getByRole('button', { name: 'See more' }).click();
  await expect(card.getByRole('button', { name: 'See less' })).toBeVisible();
  expect(await shown.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(collapsed + lineHeight / 2);
  await card.getByRole('button', { name: 'See less' }).click();
  await expect(card.getByRole('button', { name: 'See more' })).toBeVisible();
  expect(await shown.evaluate((el) => el.getBoundingClientRect().height)).toBe(collapsed);

  // One review, which can be edited: the button now edits it.
  await expect(reviews.getByRole('button', { name: `Edit your review of ${talentName}` })).toBeVisible();

  // The talent's profile shows it, with the rating.
  await page.goto(`/dash/c/${star.id}`);
  const onProfile = page.getByRole('region', { name: 'Reviews' });
  await expect(onProfile.getByTestId('profile-rating')).toContainText('5.0');
  await expect(onProfile.getByRole('article', { name: 'Review by Fay Fan' })).toBeVisible();
});

test('a talent requests a recommendation by email, and the recipient writes it through the mailed link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const talentName = `Lua Keys ${letters()}`;
  const talentEmail = freshEmail('rec-talent');
  await registerTalent(request, talentEmail, talentName);
  const talentId = (
    await api<{ user: { user_id: number } }>(request, 'login', { username: talentEmail, password: PASSWORD })
  ).data.user.user_id;
  const recipientEmail = freshEmail('rec-mentor');
  await registerMember(request, recipientEmail, { name: 'Mona Mentor' });

  // The talent asks from their dashboard, through the alert dialog.
  await signIn(page, talentEmail);
  await expect(page).toHaveURL(/\/dash\/celeb-dashboard$/);
  await page.getByRole('button', { name: 'Request a recommendation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a recommendation' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid email!')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(recipientEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Recommendation request sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The recipient, on their own browser, signs in and opens the link from the mailbox: it is claimed, and their
  // dashboard has the form.
  const recipient = await (await browser.newContext()).newPage();
  await signIn(recipient, recipientEmail);
  await expect(recipient).toHaveURL(/\/dash\/user-dashboard$/);
  const link = await emailedLink(request, recipientEmail, 'recreq');
  await recipient.goto(link);
  await expect(recipient.getByText('Recommendation claimed.')).toBeVisible({ timeout: 15_000 });
  await expect(recipient).toHaveURL(/\/dash\/user-dashboard$/);
  const pending = recipient.getByRole('region', { name: 'Recommendations to write' });
  const request_ = pending.getByRole('article', { name: `Recommend ${talentName}` });
  const rec = `${talentName} is a generous, reliable musician who lifts every room they play in.`;
  await request_.getByRole('textbox', { name: 'Your recommendation' }).fill(rec);
  await request_.getByRole('button', { name: 'Post recommendation' }).click();
  await expect(recipient.getByText('Thank you! Your recommendation was posted.')).toBeVisible();
  await expect(pending).toBeHidden();

  // It is on the talent's profile, once: the link cannot be used again.
  await page.goto(`/dash/c/${talentId}`);
  const recs = page.getByRole('region', { name: 'Recommendations', exact: true });
  await expect(recs.getByRole('article', { name: 'Recommendation by Mona Mentor' })).toContainText(rec);
  await recipient.goto(link);
  await expect(recipient.getByText('This recommendation link is no longer valid.')).toBeVisible();
});
