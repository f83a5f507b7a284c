import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  locations,
  scheduleDays,
  scheduleRequestMessages,
  scheduleRequests,
  schedules,
} from '@stagepass/db/schema/bookings';
import { subEvents } from '@stagepass/db/schema/events';
import { notifications, outbox } from '@stagepass/db/schema/notifications';
import { SUB_EVENT_NOT_FOUND, EVENT_NOT_FOUND } from '@stagepass/domain/events';
import {
  NOTHING_TO_UPDATE,
  RESPONSE_REQUIRED,
  SCHEDULE_ALREADY_CREATED,
  SCHEDULE_REQUEST_NOT_FOUND,
  SLOT_STARTED,
  TALENT_HAS_SCHEDULE,
  TALENT_NOT_FOUND,
} from '@stagepass/domain/schedule-requests';
import { useTestApp } from '../../test/test-app';
import { DAY_MS, marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { linkScheduleToRequest } from './schedule-request-link';

const t = useTestApp();
const m = marketplace(t, 'schedule-requests.test');
const START = Date.parse('2026-11-22T12:00:00Z');

beforeEach(() => {
  t.clock.set(START);
});

const talentMember = (label = 'talent') => m.member({ isSpecialist: true } as { isBusiness?: boolean }, label);

/** A business with an event `days` ahead and one time block of it, 20:00 to 21:00 at the venue. */
async function businessWithBlock(days = 10, name = 'Harbor Lights') {
  const b = await m.business();
  const eventId = await m.event(b.token, days, name);
  const { sb_event_id } = await m.ok(
    'business_create_update_sub_event',
    { event_id: eventId, sb_start_time: m.at(days, '20:00'), sb_end_time: m.at(days, '21:00') },
    b.token,
  );
  return { b, eventId, subEventId: sb_event_id as number };
}

async function ask(b: TestMember, subEventId: number, talent: TestMember, message = 'Could you play our opening?') {
  const res = await t.call('create_schedule_request', { sb_event_id: subEventId, sp_id: talent.id, message }, b.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { request: { req_id: number } & Record<string, unknown>; created: boolean };
}

const noticesOf = (memberId: number) =>
  t.db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(notifications.id);
/** The emails queued to a member, oldest first. */
const mailTo = (member: TestMember) => t.db.select().from(outbox).where(eq(outbox.to, member.email)).orderBy(outbox.id);
/** What linkScheduleToRequest needs to email the business. */
const mail = () => ({ mailer: t.app.mailer, publicUrl: t.config.PUBLIC_URL });

/** A schedule of the talent from `start` to `end` (with its location and day), as specialist_schedule stores one. */
async function scheduleFor(talentId: number, start: Date, end: Date) {
  const now = new Date(t.clock.now());
  const [loc] = await t.db
    .insert(locations)
    .values({
      talentId,
      name: 'Home',
      address: 'San Francisco, CA',
      latitude: 37.77,
      longitude: -122.42,
      country: 'US',
      timeZone: 'America/Los_Angeles',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: locations.id });
  const [day] = await t.db
    .insert(scheduleDays)
    .values({
      talentId,
      day: start.toISOString().slice(0, 10),
      timeZone: 'America/Los_Angeles',
      closesAt: new Date(start.getTime() - 3600_000),
      createdAt: now,
    })
    .returning({ id: scheduleDays.id });
  const [row] = await t.db
    .insert(schedules)
    .values({
      talentId,
      dayId: day!.id,
      locationId: loc!.id,
      startTime: start,
      endTime: end,
      bufferTime: 30,
      rateCents: 30_000,
      lockout: 60,
      maxEvents: 2,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: schedules.id });
  return row!.id;
}

describe('create_schedule_request', () => {
  it('asks a talent: PENDING, the message opens the thread, and the talent is notified in-app and by email', async () => {
    const { b, eventId, subEventId } = await businessWithBlock();
    const talent = await talentMember();
    const { request, created } = await ask(b, subEventId, talent);
    expect(created).toBe(true);
    expect(request).toMatchObject({
      event_id: eventId,
      sb_event_id: subEventId,
      sp_id: talent.id,
      sp_name: talent.name,
      state: 'PENDING',
      sch_id: null,
      new_messages: 0,
      time_zone: 'America/Los_Angeles',
      messages: [{ from: 'business', from_id: b.id, message: 'Could you play our opening?', new: false }],
    });
    expect(request.start_time).toBe(new Date(`${m.at(10, '20:00')}:00-08:00`).toISOString());

    const [notice, ...more] = await noticesOf(talent.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      category: 'SPECIALIST_EVENT',
      type: 'SCHEDULE_REQUEST',
      scheduleRequestId: request.req_id,
      eventId,
      businessId: b.id,
      link: `/dash/sch-request/${eventId}/${request.req_id}`,
      title: `New inquiry from ${b.name}`,
      readAt: null,
    });
    expect(notice!.body).toContain('Harbor Lights');

    // The notice is emailed too: its title the subject, its body and a link to the request's page.
    const [email, ...moreMail] = await mailTo(talent);
    expect(moreMail).toEqual([]);
    expect(email).toMatchObject({ channel: 'email', subject: `New inquiry from ${b.name}` });
    expect(email!.text).toContain(notice!.body);
    expect(email!.text).toContain(new URL(`/dash/sch-request/${eventId}/${request.req_id}`, t.config.PUBLIC_URL).href);
    expect(await mailTo(b)).toEqual([]);
  });

  it('answers the request there is when asked again, sending nothing twice', async () => {
    const { b, subEventId } = await businessWithBlock();
    const talent = await talentMember();
    const first = await ask(b, subEventId, talent);
    const again = await ask(b, subEventId, talent, 'Hello again?');
    expect(again.created).toBe(false);
    expect(again.request.req_id).toBe(first.request.req_id);
    expect((again.request.messages as unknown[]).length).toBe(1);
    expect(await noticesOf(talent.id)).toHaveLength(1);
    expect(await mailTo(talent)).toHaveLength(1);
    // Another talent for the same block is another request.
    const other = await ask(b, subEventId, await talentMember('other'));
    expect(other.request.req_id).not.toBe(first.request.req_id);
  });

  it("refuses another business's time block and a member who is not talent with 404, and an empty message", async () => {
    const { subEventId } = await businessWithBlock(10, 'Secret Gala');
    const other = await m.business();
    const talent = await talentMember();
    const foreign = await t.call(
      'create_schedule_request',
      { sb_event_id: subEventId, sp_id: talent.id, message: 'Hi' },
      other.token,
    );
    expect([foreign.status, foreign.body.message, foreign.body.field]).toEqual([
      404,
      SUB_EVENT_NOT_FOUND,
      'sb_event_id',
    ]);
    expect(JSON.stringify(foreign.body)).not.toContain('Secret Gala');

    const own = await businessWithBlock();
    for (const sp_id of [(await m.member()).id, own.b.id, 999_999]) {
      const res = await t.call(
        'create_schedule_request',
        { sb_event_id: own.subEventId, sp_id, message: 'Hi' },
        own.b.token,
      );
      expect([res.status, res.body.message, res.body.field]).toEqual([404, TALENT_NOT_FOUND, 'sp_id']);
    }
    const blank = await t.call(
      'create_schedule_request',
      { sb_event_id: own.subEventId, sp_id: talent.id, message: '   ' },
      own.b.token,
    );
    expect([blank.status, blank.body.message, blank.body.field]).toEqual([400, RESPONSE_REQUIRED, 'message']);
    const noId = await t.call('create_schedule_request', { sp_id: talent.id, message: 'Hi' }, own.b.token);
    expect([noId.status, noId.body.field]).toEqual([400, 'sb_event_id']);
    expect(await t.db.select().from(scheduleRequests)).toEqual([]);
  });

  it('refuses a time block that has started, and a talent whose schedule already covers it', async () => {
    const { b, subEventId } = await businessWithBlock(1);
    const talent = await talentMember();
    // The talent has a schedule from 19:00 to 23:00 that day: bid on it instead.
    const sub = await blockTimes(subEventId);
    await scheduleFor(talent.id, new Date(sub.start.getTime() - 3600_000), new Date(sub.end.getTime() + 7200_000));
    const covered = await t.call(
      'create_schedule_request',
      { sb_event_id: subEventId, sp_id: talent.id, message: 'Hi' },
      b.token,
    );
    expect([covered.status, covered.body.message]).toEqual([409, TALENT_HAS_SCHEDULE]);
    // A schedule that covers only part of the block does not count.
    const partly = await talentMember('partly');
    await scheduleFor(partly.id, new Date(sub.start.getTime() + 1800_000), sub.end);
    expect((await ask(b, subEventId, partly)).created).toBe(true);

    t.clock.set(sub.start.getTime());
    const late = await t.call(
      'create_schedule_request',
      { sb_event_id: subEventId, sp_id: (await talentMember('late')).id, message: 'Hi' },
      b.token,
    );
    expect([late.status, late.body.message]).toEqual([409, SLOT_STARTED]);
  });

  it('is for businesses only', async () => {
    const { subEventId } = await businessWithBlock();
    const talent = await talentMember();
    const res = await t.call(
      'create_schedule_request',
      { sb_event_id: subEventId, sp_id: talent.id, message: 'Hi' },
      talent.token,
    );
    expect(res.status).toBe(403);
    expect(
      (await t.call('create_schedule_request', { sb_event_id: subEventId, sp_id: talent.id, message: 'x' })).status,
    ).toBe(401);
  });
});

async function blockTimes(subEventId: number) {
  const [row] = await t.db.select().from(subEvents).where(eq(subEvents.id, subEventId));
  return { start: row!.startTime, end: row!.endTime };
}

describe('get_create_schedule_requests', () => {
  it("lists the talent's requests with the §3 fields, new messages and badges; the detail marks them read", async () => {
    const { b, eventId, subEventId } = await businessWithBlock(10, 'Harbor Lights');
    const soon = await businessWithBlock(3, 'Early Show');
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const early = await ask(soon.b, soon.subEventId, talent, 'Short notice, sorry');
    // Someone else's request is not on this talent's list.
    await ask(b, subEventId, await talentMember('other'));

    const list = await m.ok('get_create_schedule_requests', {}, talent.token);
    expect(list.messages).toBeNull();
    expect(list.requests.map((r: { req_id: number }) => r.req_id)).toEqual([early.request.req_id, request.req_id]);
    const block = await blockTimes(subEventId);
    expect(list.requests[1]).toEqual({
      req_id: request.req_id,
      event_id: eventId,
      ev_name: 'Harbor Lights',
      image_url: null,
      start_time: block.start.toISOString(),
      end_time: block.end.toISOString(),
      time_zone: 'America/Los_Angeles',
      business_id: b.id,
      business_name: b.name,
      state: 'PENDING',
      sb_event_id: subEventId,
      sp_id: talent.id,
      message: 'Could you play our opening?',
      new_messages: 1,
      sch_id: null,
      badges: ['New Inquiry', 'New Message'],
      slot_started: false,
      created_at: new Date(START).toISOString(),
    });

    // The business writes again: two unread, and the latest message is on the card.
    await m.ok('business_update_schedule_request', { sch_req_id: request.req_id, message: 'We can pay well' }, b.token);
    const again = await m.ok('get_create_schedule_requests', {}, talent.token);
    expect(again.requests[1]).toMatchObject({ new_messages: 2, message: 'We can pay well' });

    const detail = await m.ok('get_create_schedule_requests', { req_id: request.req_id }, talent.token);
    expect(detail.requests).toHaveLength(1);
    expect(detail.requests[0]).toMatchObject({ req_id: request.req_id, new_messages: 0, badges: ['New Inquiry'] });
    expect(
      detail.messages.map((x: { message: string; new: boolean; from: string }) => [x.message, x.new, x.from]),
    ).toEqual([
      ['Could you play our opening?', true, 'business'],
      ['We can pay well', true, 'business'],
    ]);
    expect(detail.messages[0].read_at).toBe(new Date(START).toISOString());
    // Opening it once read them: the next view has nothing new, and the card no 'New Message'.
    const reread = await m.ok('get_create_schedule_requests', { req_id: request.req_id }, talent.token);
    expect(reread.messages.map((x: { new: boolean }) => x.new)).toEqual([false, false]);
    const cards = await m.ok('get_create_schedule_requests', {}, talent.token);
    expect(cards.requests[1]).toMatchObject({ new_messages: 0, badges: ['New Inquiry'] });
    // The other request still counts its message.
    expect(cards.requests[0]).toMatchObject({ new_messages: 1, badges: ['New Inquiry', 'New Message'] });
  });

  it('shows no badges once the slot started, and lists past slots after upcoming ones, latest first', async () => {
    const first = await businessWithBlock(2, 'Two Days');
    const second = await businessWithBlock(5, 'Five Days');
    const third = await businessWithBlock(9, 'Nine Days');
    const talent = await talentMember();
    const ids = [];
    for (const x of [first, second, third]) ids.push((await ask(x.b, x.subEventId, talent)).request.req_id);
    t.clock.set(START + 6 * DAY_MS);
    const list = await m.ok('get_create_schedule_requests', {}, talent.token);
    expect(list.requests.map((r: { req_id: number }) => r.req_id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(list.requests.map((r: { badges: string[] }) => r.badges)).toEqual([['New Inquiry', 'New Message'], [], []]);
  });

  it("answers another talent's request 404, with nothing of it", async () => {
    const { b, subEventId } = await businessWithBlock(10, 'Secret Gala');
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const other = await talentMember('other');
    const res = await t.call('get_create_schedule_requests', { req_id: request.req_id }, other.token);
    expect([res.status, res.body.message]).toEqual([404, SCHEDULE_REQUEST_NOT_FOUND]);
    expect(JSON.stringify(res.body)).not.toContain('Secret Gala');
    expect((await m.ok('get_create_schedule_requests', {}, other.token)).requests).toEqual([]);
    expect((await t.call('get_create_schedule_requests', {}, b.token)).status).toBe(403);
    expect((await t.call('get_create_schedule_requests', { req_id: 0 }, talent.token)).status).toBe(400);
  });
});

describe('update_create_schedule_request', () => {
  it("declines ('Decline Inquiry' is BUSY) with a message, and the business is notified", async () => {
    const { b, eventId, subEventId } = await businessWithBlock();
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const res = await m.ok(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, state: 'BUSY', message: 'Touring that week' },
      talent.token,
    );
    expect(res.request).toMatchObject({ state: 'BUSY', badges: ['Decline Inquiry'], message: 'Touring that week' });
    // Replying read the business's message.
    expect(res.request.new_messages).toBe(0);

    const [notice, ...more] = await noticesOf(b.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      category: 'BUSINESS_EVENT',
      type: 'SCHEDULE_REQUEST_STATE',
      scheduleRequestId: request.req_id,
      eventId,
      businessId: b.id,
      link: `/dash/event/${eventId}`,
      title: `${talent.name} declined your inquiry`,
    });
    expect(notice!.body).toContain('Touring that week');
    const [email, ...moreMail] = await mailTo(b);
    expect(moreMail).toEqual([]);
    expect(email!.subject).toBe(`${talent.name} declined your inquiry`);
    expect(email!.text).toContain(`${talent.name} cannot open a schedule for Harbor Lights. "Touring that week"`);
    expect(email!.text).toContain(new URL(`/dash/event/${eventId}`, t.config.PUBLIC_URL).href);

    const seen = await m.ok('business_get_schedule_requests', { event_id: eventId }, b.token);
    expect(seen.requests[0]).toMatchObject({ state: 'BUSY', new_messages: 1 });
    expect(seen.requests[0].messages.map((x: { from: string; new: boolean }) => [x.from, x.new])).toEqual([
      ['business', false],
      ['talent', true],
    ]);
  });

  it('replies without changing the state, reopens a declined request, and REJECTED has no badge', async () => {
    const { b, subEventId } = await businessWithBlock();
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const reply = await m.ok(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, message: ' What is the fee? ' },
      talent.token,
    );
    expect(reply.request).toMatchObject({ state: 'PENDING', message: 'What is the fee?' });
    expect((await noticesOf(b.id)).map((n) => [n.type, n.title])).toEqual([
      ['SCHEDULE_REQUEST_MESSAGE', `New message from ${talent.name}`],
    ]);
    const replyMail = await mailTo(b);
    expect(replyMail.map((x) => x.subject)).toEqual([`New message from ${talent.name}`]);
    expect(replyMail[0]!.text).toContain('Harbor Lights: What is the fee?');

    const rejected = await m.ok(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, state: 'REJECTED' },
      talent.token,
    );
    expect(rejected.request).toMatchObject({ state: 'REJECTED', badges: [] });
    const reopened = await m.ok(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, state: 'PENDING' },
      talent.token,
    );
    expect(reopened.request).toMatchObject({ state: 'PENDING', badges: ['New Inquiry'] });
    expect((await noticesOf(b.id)).map((n) => n.title)).toEqual([
      `New message from ${talent.name}`,
      `${talent.name} declined your inquiry`,
      `${talent.name} reopened your inquiry`,
    ]);
    expect((await mailTo(b)).map((x) => x.subject)).toEqual([
      `New message from ${talent.name}`,
      `${talent.name} declined your inquiry`,
      `${talent.name} reopened your inquiry`,
    ]);
    // The same state again changes nothing and tells nobody.
    await m.ok('update_create_schedule_request', { sch_req_id: request.req_id, state: 'PENDING' }, talent.token);
    expect(await noticesOf(b.id)).toHaveLength(3);
    expect(await mailTo(b)).toHaveLength(3);
  });

  it('refuses bad input: no state nor message, an empty reply, CREATED, an unknown state', async () => {
    const { b, subEventId } = await businessWithBlock();
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ sch_req_id: request.req_id }, 'state', NOTHING_TO_UPDATE],
      [{ sch_req_id: request.req_id, message: '  ' }, 'message', RESPONSE_REQUIRED],
      [{ sch_req_id: request.req_id, state: 'CREATED' }, 'state', undefined],
      [{ sch_req_id: request.req_id, state: 'busy' }, 'state', undefined],
      [{ state: 'BUSY' }, 'sch_req_id', undefined],
    ];
    for (const [input, field, message] of cases) {
      const res = await t.call('update_create_schedule_request', input, talent.token);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
      if (message) expect(res.body.message).toBe(message);
    }
    const [row] = await t.db.select().from(scheduleRequests);
    expect(row!.state).toBe('PENDING');
  });

  it("answers another talent's request 404, and changes nothing of it", async () => {
    const { b, subEventId } = await businessWithBlock(10, 'Secret Gala');
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const other = await talentMember('other');
    const res = await t.call(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, state: 'BUSY', message: 'No' },
      other.token,
    );
    expect([res.status, res.body.message]).toEqual([404, SCHEDULE_REQUEST_NOT_FOUND]);
    expect(JSON.stringify(res.body)).not.toContain('Secret Gala');
    const [row] = await t.db.select().from(scheduleRequests);
    expect(row!.state).toBe('PENDING');
    expect(await noticesOf(b.id)).toEqual([]);
    expect(await mailTo(b)).toEqual([]);
    expect(
      (await t.call('update_create_schedule_request', { sch_req_id: request.req_id, state: 'BUSY' }, b.token)).status,
    ).toBe(403);
  });

  it('keeps the state once a schedule was created for the request, or once the slot started; replies still go', async () => {
    const { b, eventId, subEventId } = await businessWithBlock(2);
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const block = await blockTimes(subEventId);
    const scheduleId = await scheduleFor(talent.id, block.start, block.end);

    // What specialist_schedule does with sch_req_id, in its transaction.
    await t.db.transaction((tx) =>
      linkScheduleToRequest(tx, {
        talentId: talent.id,
        requestId: request.req_id,
        scheduleId,
        now: new Date(START),
        mail: mail(),
      }),
    );
    const card = (await m.ok('get_create_schedule_requests', {}, talent.token)).requests[0];
    expect(card).toMatchObject({ state: 'CREATED', sch_id: scheduleId, badges: ['Created Schedule', 'New Message'] });
    const created = (await noticesOf(b.id)).at(-1);
    expect(created).toMatchObject({
      category: 'BUSINESS_EVENT',
      scheduleId,
      scheduleRequestId: request.req_id,
      eventId,
    });
    expect((await mailTo(b)).at(-1)!.subject).toBe(`${talent.name} created a schedule`);
    const seen = await m.ok('business_get_schedule_requests', { event_id: eventId }, b.token);
    expect(seen.requests[0]).toMatchObject({ state: 'CREATED', sch_id: scheduleId });

    const busy = await t.call(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, state: 'BUSY' },
      talent.token,
    );
    expect([busy.status, busy.body.message]).toEqual([409, SCHEDULE_ALREADY_CREATED]);
    // Linking twice, or another talent's request, is refused.
    await expect(
      t.db.transaction((tx) =>
        linkScheduleToRequest(tx, {
          talentId: talent.id,
          requestId: request.req_id,
          scheduleId,
          now: new Date(START),
          mail: mail(),
        }),
      ),
    ).rejects.toMatchObject({ status: 409, message: SCHEDULE_ALREADY_CREATED });
    const stranger = await talentMember('stranger');
    await expect(
      t.db.transaction((tx) =>
        linkScheduleToRequest(tx, {
          talentId: stranger.id,
          requestId: request.req_id,
          scheduleId,
          now: new Date(START),
          mail: mail(),
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });

    // Once the slot started: a PENDING request can no longer be declined, but messages still go.
    const laterTalent = await talentMember('later');
    const later = await ask(b, subEventId, laterTalent);
    t.clock.set(block.start.getTime() + 60_000);
    const decline = await t.call(
      'update_create_schedule_request',
      { sch_req_id: later.request.req_id, state: 'BUSY' },
      laterTalent.token,
    );
    expect([decline.status, decline.body.message]).toEqual([409, SLOT_STARTED]);
    const late = await m.ok(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, message: 'See you there' },
      talent.token,
    );
    expect(late.request).toMatchObject({ state: 'CREATED', badges: [], message: 'See you there' });
  });
});

describe('business_get_schedule_requests', () => {
  it("lists an event's requests with the talent, block, state and thread; read_req_id marks one read", async () => {
    const { b, eventId, subEventId } = await businessWithBlock();
    const ana = await talentMember('ana');
    const ben = await talentMember('ben');
    const a = (await ask(b, subEventId, ana)).request.req_id;
    const c = (await ask(b, subEventId, ben)).request.req_id;
    // A request of another event of the business is not listed.
    const otherEvent = await m.event(b.token, 12, 'Other Night');
    const { sb_event_id } = await m.ok(
      'business_create_update_sub_event',
      { event_id: otherEvent, sb_start_time: m.at(12, '20:00'), sb_end_time: m.at(12, '21:00') },
      b.token,
    );
    await ask(b, sb_event_id, ana);

    await m.ok('update_create_schedule_request', { sch_req_id: a, message: 'Maybe' }, ana.token);
    await m.ok('update_create_schedule_request', { sch_req_id: a, message: 'What time exactly?' }, ana.token);
    await m.ok('update_create_schedule_request', { sch_req_id: c, message: 'Sure' }, ben.token);

    const list = await m.ok('business_get_schedule_requests', { event_id: eventId }, b.token);
    expect(
      list.requests.map((r: { req_id: number; sp_name: string; new_messages: number }) => [
        r.req_id,
        r.sp_name,
        r.new_messages,
      ]),
    ).toEqual([
      [a, ana.name, 2],
      [c, ben.name, 1],
    ]);
    expect(list.requests[0]).toMatchObject({
      sb_event_id: subEventId,
      state: 'PENDING',
      sp_id: ana.id,
      sp_photo: null,
    });
    expect(list.requests[0].messages.map((x: { message: string }) => x.message)).toEqual([
      'Could you play our opening?',
      'Maybe',
      'What time exactly?',
    ]);
    // Listing alone marks nothing read.
    expect(
      (await m.ok('business_get_schedule_requests', { event_id: eventId }, b.token)).requests[0].new_messages,
    ).toBe(2);

    const opened = await m.ok('business_get_schedule_requests', { event_id: eventId, read_req_id: a }, b.token);
    expect(opened.requests[0].new_messages).toBe(0);
    expect(opened.requests[0].messages.map((x: { new: boolean }) => x.new)).toEqual([false, true, true]);
    expect(opened.requests[1].new_messages).toBe(1);
    const after = await m.ok('business_get_schedule_requests', { event_id: eventId }, b.token);
    expect(after.requests.map((r: { new_messages: number }) => r.new_messages)).toEqual([0, 1]);

    // A read_req_id of another event is not this event's: 404.
    const foreign = await t.call('business_get_schedule_requests', { event_id: otherEvent, read_req_id: a }, b.token);
    expect([foreign.status, foreign.body.message]).toEqual([404, SCHEDULE_REQUEST_NOT_FOUND]);
  });

  it("answers another business's event 404 with nothing of it, and refuses talent", async () => {
    const { b, eventId, subEventId } = await businessWithBlock(10, 'Secret Gala');
    const talent = await talentMember();
    await ask(b, subEventId, talent);
    const other = await m.business();
    const res = await t.call('business_get_schedule_requests', { event_id: eventId }, other.token);
    expect([res.status, res.body.message]).toEqual([404, EVENT_NOT_FOUND]);
    expect(JSON.stringify(res.body)).not.toContain(talent.name);
    expect((await t.call('business_get_schedule_requests', { event_id: eventId }, talent.token)).status).toBe(403);
    expect((await t.call('business_get_schedule_requests', { event_id: 'x' }, b.token)).status).toBe(400);
  });
});

describe('business_update_schedule_request', () => {
  it("writes in the thread, reads the talent's messages, and notifies the talent", async () => {
    const { b, eventId, subEventId } = await businessWithBlock();
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    await m.ok(
      'update_create_schedule_request',
      { sch_req_id: request.req_id, message: 'What is the fee?' },
      talent.token,
    );
    const res = await m.ok(
      'business_update_schedule_request',
      { sch_req_id: request.req_id, message: '  $400 for the hour  ' },
      b.token,
    );
    expect(res.request.new_messages).toBe(0);
    expect(res.request.messages.map((x: { from: string; message: string }) => [x.from, x.message])).toEqual([
      ['business', 'Could you play our opening?'],
      ['talent', 'What is the fee?'],
      ['business', '$400 for the hour'],
    ]);
    const notices = await noticesOf(talent.id);
    expect(notices.map((n) => [n.type, n.category, n.title])).toEqual([
      ['SCHEDULE_REQUEST', 'SPECIALIST_EVENT', `New inquiry from ${b.name}`],
      ['SCHEDULE_REQUEST_MESSAGE', 'SPECIALIST_EVENT', `New message from ${b.name}`],
    ]);
    expect(notices[1]).toMatchObject({
      link: `/dash/sch-request/${eventId}/${request.req_id}`,
      scheduleRequestId: request.req_id,
      body: 'Harbor Lights: $400 for the hour',
    });
    const emails = await mailTo(talent);
    expect(emails.map((x) => x.subject)).toEqual([`New inquiry from ${b.name}`, `New message from ${b.name}`]);
    expect(emails[1]!.text).toContain('Harbor Lights: $400 for the hour');
    expect(emails[1]!.text).toContain(
      new URL(`/dash/sch-request/${eventId}/${request.req_id}`, t.config.PUBLIC_URL).href,
    );
    // The talent sees one new message (the earlier one was read by replying).
    const card = (await m.ok('get_create_schedule_requests', {}, talent.token)).requests[0];
    expect(card).toMatchObject({
      new_messages: 1,
      message: '$400 for the hour',
      badges: ['New Inquiry', 'New Message'],
    });
  });

  it("refuses an empty message, and another business's request with 404", async () => {
    const { b, subEventId } = await businessWithBlock(10, 'Secret Gala');
    const talent = await talentMember();
    const { request } = await ask(b, subEventId, talent);
    const empty = await t.call(
      'business_update_schedule_request',
      { sch_req_id: request.req_id, message: '' },
      b.token,
    );
    expect([empty.status, empty.body.message, empty.body.field]).toEqual([400, RESPONSE_REQUIRED, 'message']);
    const other = await m.business();
    const res = await t.call(
      'business_update_schedule_request',
      { sch_req_id: request.req_id, message: 'Hijack' },
      other.token,
    );
    expect([res.status, res.body.message]).toEqual([404, SCHEDULE_REQUEST_NOT_FOUND]);
    expect(JSON.stringify(res.body)).not.toContain(talent.name);
    const messages = await t.db
      .select()
      .from(scheduleRequestMessages)
      .where(eq(scheduleRequestMessages.requestId, request.req_id));
    expect(messages).toHaveLength(1);
    expect(await noticesOf(talent.id)).toHaveLength(1);
    expect(await mailTo(talent)).toHaveLength(1);
  });
});
