import { asc } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyAudit } from '@stagepass/db/schema/agency';
import { REFUSED_WHILE_ACTING } from '@stagepass/domain/agency';
import { bookingWorld, type TestTalent } from '../../test/booking-fixtures';
import { useTestApp } from '../../test/test-app';
import { agencyWorld } from './agency-fixtures';
import { auditObject, isAuditedRequest } from './audit';

const t = useTestApp();
let w: ReturnType<typeof bookingWorld>;
let agency: ReturnType<typeof agencyWorld>['agency'];
let link: ReturnType<typeof agencyWorld>['link'];
let switchInto: ReturnType<typeof agencyWorld>['switchInto'];
beforeAll(() => {
  w = bookingWorld(t, 'audit.test');
  ({ agency, link, switchInto } = agencyWorld(t, 'audit.test'));
});
const START = Date.parse('2026-11-22T20:00:00Z');
const MINUTE = 60_000;
beforeEach(() => {
  t.clock.set(START);
});

/** A schedule's input for the talent, `days` ahead 17:00 to 23:59 at its location. */
const scheduleInput = (talent: TestTalent, days: number) => ({
  location_id: talent.locationId,
  start_time: w.instant(days, '17:00'),
  end_time: w.instant(days, '23:59'),
  buffer_time: 0,
  rate: 200,
  approve_bids: false,
  lockout: 60,
  max_events: 3,
});

const rows = () => t.db.select().from(agencyAudit).orderBy(asc(agencyAudit.id));

async function auditOf(token: string, input: Record<string, unknown> = {}) {
  const res = await t.call('agency_audit_get', input, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    entries: {
      audit_id: number;
      request: string;
      object: string | null;
      at: string;
      client: { id: number };
      agency: { id: number };
    }[];
    next_before: string | null;
  };
}

describe('the audit log: what an agency does while acting for its client (issue 15)', () => {
  it('records each change with the request, the clock time and the object; reads and the client’s own acts are not', async () => {
    const a = await agency();
    const talent = await w.talent();
    await link(a, talent);
    const acting = await switchInto(a, talent);

    t.clock.advance(MINUTE);
    await w.ok('locations_query', { latitude: 37.77, longitude: -122.42 }, acting);
    await w.ok('specialist_schedule_list', {}, acting);
    const made = await w.ok('specialist_schedule', scheduleInput(talent, 10), acting);
    t.clock.advance(MINUTE);
    const location = await w.ok(
      'location_create_update',
      { name: 'Mission studio', address: '1 Market St, San Francisco, CA' },
      acting,
    );
    // Refused, invalid or failed requests changed nothing: nothing to record.
    expect((await t.call('revoke_agency_access', {}, acting)).body.message).toBe(REFUSED_WHILE_ACTING);
    expect((await t.call('specialist_schedule', { rate: 200 }, acting)).status).toBe(400);
    expect((await t.call('specialist_delete_schedule', { sch_id: 999_999 }, acting)).status).toBe(404);
    // The client's own changes are the client's, not the agency's.
    await w.ok('specialist_schedule', scheduleInput(talent, 11), talent.token);
    t.clock.advance(MINUTE);
    await w.ok('agency_logout_user', {}, acting);

    const day = made.schedule.day as string;
    expect(await rows()).toEqual([
      expect.objectContaining({ request: 'agency_switch_user', object: null, at: new Date(START) }),
      expect.objectContaining({
        request: 'specialist_schedule',
        object: `schedule ${made.schedule.schedule_id} on ${day}`,
        at: new Date(START + MINUTE),
      }),
      expect.objectContaining({
        request: 'location_create_update',
        object: `location ${location.location.location_id}`,
        at: new Date(START + 2 * MINUTE),
      }),
      expect.objectContaining({ request: 'agency_logout_user', object: null, at: new Date(START + 3 * MINUTE) }),
    ]);
    for (const row of await rows()) expect(row).toMatchObject({ agencyId: a.id, clientId: talent.id });
  });

  it('the client and the agency both read it, newest first; the agency by client; another agency reads none of it', async () => {
    const a = await agency('Apex Agency');
    const other = await agency('Other Agency');
    const talent = await w.talent();
    const second = await w.talent();
    await link(a, talent);
    await link(a, second);
    const acting = await switchInto(a, talent);
    t.clock.advance(MINUTE);
    await w.ok('specialist_schedule', scheduleInput(talent, 10), acting);
    t.clock.advance(MINUTE);
    const actingSecond = await switchInto(a, second);
    await w.ok('specialist_update_traits', { trait_ids: [1] }, actingSecond);

    const mine = await auditOf(talent.token);
    expect(mine.entries.map((e) => e.request)).toEqual(['specialist_schedule', 'agency_switch_user']);
    expect(mine.entries[0]).toMatchObject({
      at: new Date(START + MINUTE).toISOString(),
      client: { id: talent.id, name: talent.name },
      agency: { id: a.id, name: 'Apex Agency', username: a.username },
    });
    expect(mine.next_before).toBeNull();
    // The agency acting for the client reads the client's log, as the client would.
    expect((await auditOf(acting)).entries).toEqual(mine.entries);

    const all = await auditOf(a.token);
    expect(all.entries.map((e) => [e.request, e.client.id])).toEqual([
      ['specialist_update_traits', second.id],
      ['agency_switch_user', second.id],
      ['specialist_schedule', talent.id],
      ['agency_switch_user', talent.id],
    ]);
    expect((await auditOf(a.token, { client_id: talent.id })).entries).toEqual(mine.entries);
    expect((await auditOf(second.token)).entries.map((e) => e.request)).toEqual([
      'specialist_update_traits',
      'agency_switch_user',
    ]);

    // Another agency: nothing, even naming the client.
    expect((await auditOf(other.token)).entries).toEqual([]);
    expect((await auditOf(other.token, { client_id: talent.id })).entries).toEqual([]);
    // Revoking ends the access, not the record: both sides still read what happened.
    await w.ok('revoke_agency_access', {}, talent.token);
    expect((await auditOf(talent.token)).entries).toHaveLength(2);
    expect((await auditOf(a.token, { client_id: talent.id })).entries).toHaveLength(2);
  });

  it('pages with next_before, without gaps or repeats, and refuses a made-up cursor', async () => {
    const a = await agency();
    const talent = await w.talent();
    await link(a, talent);
    const acting = await switchInto(a, talent);
    for (const trait of [1, 102, 1, 102]) await w.ok('specialist_update_traits', { trait_ids: [trait] }, acting);

    const first = await auditOf(talent.token, { limit: 2 });
    expect(first.entries).toHaveLength(2);
    const second = await auditOf(talent.token, { limit: 2, before: first.next_before });
    const third = await auditOf(talent.token, { limit: 2, before: second.next_before });
    expect(third.next_before).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((e) => e.audit_id);
    expect(new Set(ids).size).toBe(5);
    expect(ids).toEqual((await rows()).map((r) => r.id).reverse());

    const bad = await t.call('agency_audit_get', { before: 'yesterday' }, talent.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Use the next_before of the previous page', code: 'INVALID_INPUT' });
  });

  it('an agency acting for a business client acts as that business, not as a creator, and is audited', async () => {
    const a = await agency();
    const venue = await w.business();
    await link(a, venue);
    const res = await t.call('agency_switch_user', { sp_id: venue.id }, a.token);
    expect(res.body.data.user).toMatchObject({ is_business: true, is_specialist: false, agency_as_client: true });
    const acting = res.body.data.session as string;

    const eventId = await w.event(acting, 10, 'Harbor Lights');
    expect((await t.call('business_events_query', {}, acting)).status).toBe(200);
    // A business has no schedules: the creator's requests are not its.
    expect((await t.call('specialist_schedule_list', {}, acting)).status).toBe(403);
    expect((await rows()).map((r) => [r.request, r.object])).toEqual([
      ['agency_switch_user', null],
      ['business_create_update_event', `event ${eventId}`],
    ]);
  });
});

describe('which requests are recorded, and the object named', () => {
  it('records every change and no pure read', () => {
    for (const read of [
      'get_notifications',
      'specialist_schedule_list',
      'business_events_query',
      'user_query_following',
      'events_query_for_user',
      'business_find_availablity',
      'is_connected',
      'search_celebrities_regexp',
      'marketing_email_exclusions',
      'stream_media',
      'stripe_get_customer_id',
      'agency_audit_get',
    ])
      expect(isAuditedRequest(read), read).toBe(false);
    for (const write of [
      'specialist_schedule',
      'location_delete',
      'set_message',
      'mark_messages_as_read',
      'bid_book_candidate',
      'update_marketing_email_exclusions',
      'create_asset',
      'agency_logout_user',
      'logout',
    ])
      expect(isAuditedRequest(write), write).toBe(true);
  });

  it('names the object from the answer first (a create learns its id there), then from the input', () => {
    expect(auditObject('business_create_update_sub_event', { event_id: 4 }, { sb_event_id: 9 })).toBe('time block 9');
    expect(auditObject('business_ticket_create_update', { event_id: 4 }, { ticket: { ticket_id: 3 } })).toBe(
      'ticket 3',
    );
    expect(auditObject('create_asset', {}, { asset: { id: 12, owner_id: 2 } })).toBe('asset 12');
    expect(auditObject('business_delete_bid', { bid_id: 7 }, { deleted: true })).toBe('bid 7');
    expect(auditObject('mark_messages_as_read', { message_ids: [1, 2, 3] }, {})).toBe('messages 1, 2, 3');
    expect(auditObject('watch_item', { item_id: 5, item_type: 'EVENT' }, { watched: true })).toBe('item 5');
    expect(auditObject('member_update', { tag: 'name', name: 'X' }, { user: { user_id: 2 } })).toBe('profile name');
    expect(auditObject('specialist_template', { name: 'Fridays' }, {})).toBe("template 'Fridays'");
    expect(auditObject('logout', {}, { success: true })).toBeNull();
  });
});
