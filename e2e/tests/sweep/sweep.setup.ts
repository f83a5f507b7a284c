// The screen sweep's setup: each demo member signs in once (its storage state is what every sweep worker's context
// for that role starts from), and the ids the parametrised routes open are read from the demo marketplace through
// the API (a schedule request and members' own purchases are made where the demo data has none).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, emailedLink, signIn } from '../accounts-helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, stateDir, type MemberRole, type SweepIds } from './sweep-routes';

test.describe.configure({ mode: 'parallel' });

for (const [role, email] of Object.entries(DEMO_ACCOUNTS) as [MemberRole, string][]) {
  test(`the demo ${role} signs in`, async ({ page }, testInfo) => {
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash\/[a-z-]+-dashboard$/);
    mkdirSync(stateDir(testInfo.project.outputDir), { recursive: true });
    await page.context().storageState({ path: join(stateDir(testInfo.project.outputDir), `${role}.json`) });
  });
}

async function session(request: APIRequestContext, role: MemberRole): Promise<string> {
  const login = await api<{ session: string }>(request, 'login', {
    username: DEMO_ACCOUNTS[role],
    password: DEMO_PASSWORD,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.data.session;
}

async function read<T>(request: APIRequestContext, name: string, input: Record<string, unknown>, s?: string) {
  const res = await api<T>(request, name, input, s);
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.data;
}

test('the ids of the demo marketplace', async ({ request }, testInfo) => {
  const s = {
    fan: await session(request, 'fan'),
    creator: await session(request, 'creator'),
    business: await session(request, 'business'),
    agency: await session(request, 'agency'),
  };
  type Member = { user_id: number; username: string };
  const me = async (role: MemberRole) => (await read<{ user: Member }>(request, 'user_query', {}, s[role])).user;
  const [fan, creator, business] = [await me('fan'), await me('creator'), await me('business')];

  // An upcoming published event of the demo business with time blocks and a ticket.
  type Card = {
    event_id: number;
    draft: boolean;
    private: boolean;
    start_time: string;
    sb_event: Record<string, { sb_event_id: number }>;
  };
  const { events } = await read<{ events: Card[] }>(request, 'business_events_query', {}, s.business);
  const upcoming = events.filter((e) => !e.draft && !e.private && Date.parse(e.start_time) > Date.now());
  let event: { eventId: number; subEventId: number; ticketId: number } | null = null;
  for (const e of upcoming) {
    const { tickets } = await read<{ tickets: { ticket_id: number }[] }>(
      request,
      'business_ticket_query',
      { event_id: e.event_id },
      s.business,
    );
    const sub = Object.values(e.sb_event)[0];
    if (sub && tickets[0]) {
      event = { eventId: e.event_id, subEventId: sub.sb_event_id, ticketId: tickets[0].ticket_id };
      break;
    }
  }
  expect(event, 'an upcoming event of the demo business with a time block and a ticket').not.toBeNull();

  // A bid of the demo talent, a booked one first.
  type Bid = { event_id: number; business_id: number; bid_id: number; sch_id: number | null; state: string };
  const bids = (await read<{ events: Bid[] }>(request, 'specialist_event_query', {}, s.creator)).events;
  const bid = bids.find((b) => b.state === 'Booked' && b.sch_id !== null) ?? bids[0];
  expect(bid, 'a bid of the demo talent').toBeTruthy();

  // A schedule request to the demo talent. Its schedules cover the demo business's time blocks, so one of the
  // marketplace businesses that bid on it (each seeded member signs in as <username>@demo.stagepass.test) asks for
  // one of its own blocks the talent has no schedule for (asking again answers the one there is).
  let scheduleRequest: SweepIds['scheduleRequest'] | null = null;
  for (const businessId of [...new Set(bids.map((b) => b.business_id))]) {
    const { user } = await read<{ user: Member }>(request, 'user_query', { user_id: businessId });
    const login = await api<{ session: string }>(request, 'login', {
      username: `${user.username}@demo.stagepass.test`,
      password: DEMO_PASSWORD,
    });
    if (login.status !== 200) continue;
    const theirs = (await read<{ events: Card[] }>(request, 'business_events_query', {}, login.data.session)).events;
    const blocks = theirs
      .filter((e) => !e.draft && Date.parse(e.start_time) > Date.now())
      .flatMap((e) => Object.values(e.sb_event).map((sub) => ({ eventId: e.event_id, sub: sub.sb_event_id })));
    for (const { eventId, sub } of blocks) {
      const asked = await api<{ request: { req_id: number } }>(
        request,
        'create_schedule_request',
        { sb_event_id: sub, sp_id: creator.user_id, message: 'Could you open a schedule for this set?' },
        login.data.session,
      );
      if (asked.status === 200) {
        scheduleRequest = { eventId, requestId: asked.data.request.req_id };
        break;
      }
    }
    if (scheduleRequest) break;
  }
  expect(scheduleRequest, 'a schedule request to the demo talent').not.toBeNull();

  // Purchases: the demo fan's; the others take a free ticket of their own where they may, else open the fan's.
  type Purchase = { purchase_id: number; event_id: number; ticket_id: number; total_cents: number };
  const fanPurchases = (await read<{ purchases: Purchase[] }>(request, 'user_get_purchased_tickets', {}, s.fan))
    .purchases;
  expect(fanPurchases.length, 'the demo fan holds purchases').toBeGreaterThan(0);
  const free = fanPurchases.find((p) => p.total_cents === 0);
  const purchases = { fan: fanPurchases[0]!.purchase_id } as Record<MemberRole, number>;
  for (const role of ['creator', 'business', 'agency'] as const) {
    const own = (await read<{ purchases: Purchase[] }>(request, 'user_get_purchased_tickets', {}, s[role])).purchases;
    if (own[0]) {
      purchases[role] = own[0].purchase_id;
      continue;
    }
    const bought = free
      ? await api<{ purchase: { purchase_id: number } }>(
          request,
          'user_purchase_tickets',
          {
            event_id: free.event_id,
            ticket_id: free.ticket_id,
            quantity: 1,
            price: 0,
            payment_company: 'Stagepass',
            payment_method: 'FreeTicket',
          },
          s[role],
        )
      : null;
    purchases[role] = bought?.status === 200 ? bought.data.purchase.purchase_id : fanPurchases[0]!.purchase_id;
  }

  type Post = { post_id: number; comments: { id: number; by_id: number }[] };
  const post = (await read<{ posts: Post[] }>(request, 'get_posts', { limit: 1 })).posts[0]!;
  const productTypes = (await read<{ product_types: { type_id: number }[] }>(request, 'get_product_types', {}))
    .product_types;
  const product = (await read<{ products: { product_id: number }[] }>(request, 'get_products', {})).products[0]!;
  const asset = (await read<{ assets: { id: number }[] }>(request, 'get_assets', { limit: 1 })).assets[0]!;
  const ownProducts = (
    await read<{ products: { product_id: number }[] }>(request, 'get_products', { createdByMe: true }, s.creator)
  ).products;
  expect(ownProducts.length, 'the demo talent has products').toBeGreaterThan(0);

  // The link a password reset emails: opening it only carries the code to the reset form (nothing is claimed).
  expect((await api(request, 'request_reset_password', { email: DEMO_ACCOUNTS.fan })).status).toBe(200);
  const resetLink = await emailedLink(request, DEMO_ACCOUNTS.fan, 'rstpwd');

  const ids: SweepIds = {
    ...event!,
    bid: { eventId: bid!.event_id, businessId: bid!.business_id, bidId: bid!.bid_id, schId: bid!.sch_id },
    scheduleRequest: scheduleRequest!,
    purchases,
    post: { userId: post.comments[0]!.by_id, postId: post.post_id },
    sharedUserId: fan.user_id,
    talentUsername: creator.username,
    businessId: business.user_id,
    productTypeId: productTypes[0]!.type_id,
    productId: product.product_id,
    assetId: asset.id,
    creatorProductId: ownProducts[0]!.product_id,
    resetLink,
  };
  mkdirSync(stateDir(testInfo.project.outputDir), { recursive: true });
  writeFileSync(join(stateDir(testInfo.project.outputDir), 'ids.json'), JSON.stringify(ids, null, 2));
});
