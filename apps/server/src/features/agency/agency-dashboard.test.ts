import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyDigests } from '@stagepass/db/schema/agency';
import { notifications, outbox } from '@stagepass/db/schema/notifications';
import { AGENCY_DIGEST_EMAIL_TYPE_ID, attentionText } from '@stagepass/domain/agency';
import { bookingWorld, type TestTalent } from '../../test/booking-fixtures';
import type { TestMember } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';
import { agencyWorld } from './agency-fixtures';
import { digestWindow, sendAgencyDigests } from './agency-digest';

const t = useTestApp();
let w: ReturnType<typeof bookingWorld>;
let aw: ReturnType<typeof agencyWorld>;
beforeAll(() => {
  w = bookingWorld(t, 'agency-dashboard.test');
  aw = agencyWorld(t, 'agency-dashboard.test');
});
// Noon in San Francisco on Nov 22; the digest of that day goes out after midnight there.
const START = Date.parse('2026-11-22T20:00:00Z');
const NEXT_NIGHT = Date.parse('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;
beforeEach(() => {
  t.clock.set(START);
});

/**
 * A business client's event 10 days ahead with a time block that books the talent client (a bid, then Book Now):
 * one bid and one booking on each side. A fan buys 2 tickets and writes to the business.
 */
async function busyDay(talent: TestTalent, venue: TestMember) {
  await w.schedule(talent, 10, '17:00', '23:59', { book_now: 500 });
  const eventId = await w.event(venue.token, 10, 'Harbor Lights');
  const sbEventId = await w.block(venue.token, eventId, 10, '19:00', '21:00');
  const bid = await w.bid(venue.token, sbEventId, talent, 300);
  await w.bid(venue.token, sbEventId, talent, 500, { bid_id: bid.bid_id, type: 'BOOK_NOW' });
  const ticket = await w.ticket(venue.token, eventId);
  const fan = await w.member({}, 'fan');
  await w.buy(fan.token, eventId, ticket.ticket_id, 2);
  await w.ok('set_message', { friend_id: venue.id, event_id: eventId, message: 'See you there!' }, fan.token);
  return { eventId, sbEventId, fan };
}

/** An agency (Apex Agency) with a talent client and a business client. */
async function agencyWithClients() {
  const a = await aw.agency('Apex Agency');
  const talent = await w.talent();
  const venue = await w.business();
  await aw.link(a, talent);
  await aw.link(a, venue);
  return { a, talent, venue };
}

const digest = (now = t.clock.now()) => sendAgencyDigests({ db: t.db, mailer: t.app.mailer, config: t.config }, now);
const noticesOf = (memberId: number) =>
  t.db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(asc(notifications.id));
const mailTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));

describe('agency_dashboard_query: each client’s upcoming bookings and events, and what needs attention', () => {
  it('shows every client in one answer, only to its own agency', async () => {
    const a = await aw.agency('Apex Agency');
    const other = await aw.agency('Other Agency');
    const talent = await w.talent();
    const venue = await w.business();
    const newcomer = await w.talent({ payout: false });
    for (const client of [talent, venue, newcomer]) await aw.link(a, client);
    const { eventId } = await busyDay(talent, venue);
    // A second event whose time block still needs talent: the talent's approval is asked for (a bid request).
    await w.schedule(talent, 12, '17:00', '23:59', { approve_bids: true });
    const later = await w.event(venue.token, 12, 'Dock Sessions');
    const laterBlock = await w.block(venue.token, later, 12, '19:00', '21:00');
    await w.bid(venue.token, laterBlock, talent, 250);
    // The venue asks the newcomer, who has no schedule, to open one.
    await w.ok(
      'create_schedule_request',
      { sb_event_id: laterBlock, sp_id: newcomer.id, message: 'Free?' },
      venue.token,
    );

    const res = await t.call('agency_dashboard_query', {}, a.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(
      (res.body.data.clients as { client: { id: number } }[]).map((c) => [c.client.id, c as Record<string, unknown>]),
    );
    expect([...byId.keys()].sort()).toEqual([talent.id, venue.id, newcomer.id].sort());

    expect(byId.get(talent.id)).toMatchObject({
      upcoming: [
        {
          kind: 'booking',
          event_id: eventId,
          event_name: 'Harbor Lights',
          business_name: venue.name,
          start_time: w.instant(10, '19:00'),
          end_time: w.instant(10, '21:00'),
        },
      ],
      attention: [{ kind: 'bid_requests', count: 1, text: attentionText('bid_requests', 1) }],
    });
    expect(byId.get(venue.id)).toMatchObject({
      upcoming: [
        { kind: 'event', event_id: eventId, event_name: 'Harbor Lights', business_name: null },
        { kind: 'event', event_id: later, event_name: 'Dock Sessions' },
      ],
      attention: [
        { kind: 'unread_messages', count: 1, text: '1 unread message' },
        { kind: 'time_blocks', count: 1, text: '1 time block needs talent' },
      ],
    });
    expect(byId.get(newcomer.id)).toMatchObject({
      upcoming: [],
      attention: [
        { kind: 'schedule_requests', count: 1, text: '1 schedule request to answer' },
        { kind: 'payout_account', count: 1 },
      ],
    });
    expect(res.body.data.digest).toBeNull();

    // Another agency sees none of it; the clients themselves cannot ask.
    expect((await t.call('agency_dashboard_query', {}, other.token)).body.data).toEqual({ clients: [], digest: null });
    expect((await t.call('agency_dashboard_query', {}, venue.token)).status).toBe(403);
  });

  it('leaves out bookings and events that have ended', async () => {
    const { a, talent, venue } = await agencyWithClients();
    await busyDay(talent, venue);
    const upcoming = async () =>
      ((await t.call('agency_dashboard_query', {}, a.token)).body.data.clients as { upcoming: unknown[] }[]).map(
        (c) => c.upcoming.length,
      );
    expect(await upcoming()).toEqual([1, 1]);
    t.clock.set(START + 12 * 24 * HOUR);
    expect(await upcoming()).toEqual([0, 0]);
  });
});

describe("the daily digest (clock job 'agency-digest'; spec 001 §1 'agencies get summary notifications')", () => {
  it('covers the last whole day in California', () => {
    expect(digestWindow(NEXT_NIGHT)).toEqual({
      day: '2026-11-22',
      start: new Date('2026-11-22T08:00:00Z'),
      end: new Date('2026-11-23T08:00:00Z'),
    });
  });

  it("summarises each agency's clients' day once, in-app and by email; an empty day sends nothing", async () => {
    const { a, talent, venue } = await agencyWithClients();
    const quiet = await aw.agency('Quiet Agency');
    const alone = await aw.agency('Lonely Agency');
    await aw.link(quiet, await w.talent());
    const { eventId, fan } = await busyDay(talent, venue);
    // After the day ended: tomorrow's digest, not this one.
    t.clock.set(NEXT_NIGHT - HOUR);
    await w.ok('set_message', { friend_id: venue.id, event_id: eventId, message: 'One more thing' }, fan.token);

    t.clock.set(NEXT_NIGHT);
    await digest();
    await digest();

    const rows = await t.db.select().from(agencyDigests).orderBy(asc(agencyDigests.agencyId));
    expect(rows.map((r) => [r.agencyId, r.day])).toEqual([
      [a.id, '2026-11-22'],
      [quiet.id, '2026-11-22'],
    ]);
    const [clientA, clientB] = [talent, venue].sort((x, y) => x.name.localeCompare(y.name));
    const counts = (id: number) =>
      id === talent.id
        ? { bids: 1, bookings: 1, tickets_sold: 0, product_sales: 0, messages: 0 }
        : { bids: 1, bookings: 1, tickets_sold: 2, product_sales: 0, messages: 1 };
    expect(rows[0]!.summary).toEqual({
      total: 7,
      clients: [clientA, clientB].map((c) => ({ id: c!.id, name: c!.name, ...counts(c!.id) })),
    });
    expect(rows[1]!.summary).toEqual({ total: 0, clients: [] });

    const title = 'Your clients on Nov 22, 2026';
    const lines = [`${talent.name}: 1 bid, 1 booking`, `${venue.name}: 1 bid, 1 booking, 2 tickets sold, 1 message`];
    const notices = await noticesOf(a.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'AGENCY_DIGEST', title, link: '/dash/agency-dashboard' });
    for (const line of lines) expect(notices[0]!.body).toContain(line);
    const mails = await mailTo(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(title);
    for (const line of lines) expect(mails[0]!.text).toContain(line);
    expect(mails[0]!.text).toContain("turn off 'Agency daily summary'");

    // Nothing for the quiet day or the agency without clients.
    for (const m of [quiet, alone]) {
      expect(await noticesOf(m.id)).toEqual([]);
      expect(await mailTo(m.email)).toEqual([]);
    }
    // The dashboard shows the latest summary.
    const dash = await t.call('agency_dashboard_query', {}, a.token);
    expect(dash.body.data.digest).toEqual({ day: '2026-11-22', title, lines });
  });

  it("respects the agency's email preference: the summary stays in-app", async () => {
    const { a, talent, venue } = await agencyWithClients();
    await w.ok('update_marketing_email_exclusions', { exclusions: [AGENCY_DIGEST_EMAIL_TYPE_ID] }, a.token);
    await busyDay(talent, venue);
    t.clock.set(NEXT_NIGHT);
    await digest();
    expect(await noticesOf(a.id)).toHaveLength(1);
    expect(await mailTo(a.email)).toEqual([]);
  });

  it('runs with the clock jobs, and servers running it at once send one summary', async () => {
    const { a, talent, venue } = await agencyWithClients();
    await busyDay(talent, venue);
    t.clock.set(NEXT_NIGHT);
    await Promise.all([digest(), digest(), digest()]);
    const run = await w.advanceTo(NEXT_NIGHT + HOUR);
    expect(run.ran).toContain('agency-digest');
    expect(await noticesOf(a.id)).toHaveLength(1);
    expect(await mailTo(a.email)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(agencyDigests)
        .where(and(eq(agencyDigests.agencyId, a.id), eq(agencyDigests.day, '2026-11-22'))),
    ).toHaveLength(1);
  });
});
