import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFUSED_WHILE_ACTING } from '@stagepass/domain/agency';
import { useTestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { SecretBox } from '../../security/secret-box';
import { softDelete } from '../accounts/accounts-repository';
import { deliverDueWebhooks } from '../webhooks/webhook-deliveries';
import { agencyWorld } from './agency-fixtures';

// What an agency sets up while acting for a client ends with its access (revoke_agency_access, or the client
// authorizing another agency): its acting sessions answer 401 at once, and a webhook endpoint it made on the client's
// account is turned off in the same transaction, so the client's sales (buyer names, amounts) stop reaching it. The
// client's own endpoints go on as before.

const t = useTestApp();
const m = marketplace(t, 'agency-revocation.test');
const w = agencyWorld(t, 'agency-revocation.test');
const PIN = '4821';

/** The receiver: records the path of every POST and answers 204. */
const received: string[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.url ?? '/');
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** One run of the delivery job at the clock's time. */
const deliver = () =>
  deliverDueWebhooks(
    {
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: t.app.mailer,
      secrets: SecretBox.fromKey(t.config.SECRETS_KEY),
    },
    t.clock.now(),
  );

interface Endpoint {
  endpoint_id: number;
  url: string;
  description: string;
  enabled: boolean;
  set_up_by_agency: string | null;
}

/** A client (a business, or talent) whose agency (authorized by username and PIN, as the client does it) acts for it. */
async function actingWorld(agencyName = 'Apex Agency', client?: TestMember) {
  client ??= await m.business();
  const agency = await w.agency(agencyName);
  await m.ok('agency_update_pin', { pin: PIN }, agency.token);
  await m.ok('authorize_agency_access', { agency_username: agency.username, pin: PIN }, client.token);
  const acting = await w.switchInto(agency, client);
  return { client, agency, acting };
}

async function createEndpoint(token: string, path: string): Promise<Endpoint> {
  const data = await m.ok('webhook_endpoint_create', { url: `${base}${path}`, events: ['ticket.purchased'] }, token);
  return data.endpoint as Endpoint;
}

const endpointsOf = async (owner: TestMember) =>
  (await m.ok('webhook_endpoints_get', {}, owner.token)).endpoints as Endpoint[];

const byId = (list: Endpoint[], id: number) => list.find((e) => e.endpoint_id === id);

/** A fan buys 2 tickets to a new event of the business: the purchase. */
async function sale(venue: TestMember) {
  const eventId = await m.event(venue.token);
  const ticket = await m.ticket(venue.token, eventId);
  const fan = await m.member({}, 'fan');
  return m.buy(fan.token, eventId, ticket.ticket_id, 2);
}

async function deliveries(owner: TestMember, endpointId: number) {
  const data = await m.ok('webhook_deliveries_get', { endpoint_id: endpointId }, owner.token);
  return data.deliveries as { event_id: string; status: string }[];
}

describe('revoking an agency', () => {
  it('ends its acting session, and turns off the endpoint it made, so later sales do not reach it', async () => {
    const { client, agency, acting } = await actingWorld();
    // A second device of the agency, switched into the same client.
    const actingToo = await w.switchInto(agency, client);
    const agencyHook = await createEndpoint(acting, '/agency');
    const ownHook = await createEndpoint(client.token, '/own');

    // The client sees which endpoint the agency set up (the control, its own, says nobody).
    const before = await endpointsOf(client);
    expect(byId(before, agencyHook.endpoint_id)).toMatchObject({
      enabled: true,
      set_up_by_agency: 'Apex Agency',
    });
    expect(byId(before, ownHook.endpoint_id)).toMatchObject({ enabled: true, set_up_by_agency: null });

    await m.ok('revoke_agency_access', {}, client.token);

    // The acting session's very next request is refused as signed out.
    const after = await t.call('webhook_endpoints_get', {}, acting);
    expect(after.status).toBe(401);
    expect((await t.call('get_agency_access', {}, actingToo)).status).toBe(401);
    // The agency's own session stays (it is the agency's account), and the client is no longer its client.
    expect(await m.ok('agency_get_clients', {}, agency.token)).toMatchObject({ clients: [] });
    expect(
      (await t.call('webhook_endpoint_create', { url: `${base}/again`, events: ['ticket.purchased'] }, acting)).status,
    ).toBe(401);

    const listed = await endpointsOf(client);
    expect(listed).toHaveLength(2);
    expect(byId(listed, agencyHook.endpoint_id)).toMatchObject({ enabled: false, set_up_by_agency: 'Apex Agency' });
    expect(byId(listed, ownHook.endpoint_id)).toMatchObject({ enabled: true, set_up_by_agency: null });

    // A sale after the revocation reaches the client's own endpoint only.
    const purchase = await sale(client);
    await deliver();
    expect(received).toEqual(['/own']);
    expect(await deliveries(client, agencyHook.endpoint_id)).toEqual([]);
    expect(await deliveries(client, ownHook.endpoint_id)).toEqual([
      expect.objectContaining({ event_id: `ticket.purchased:${purchase.purchase_id}`, status: 'succeeded' }),
    ]);

    // The client removes what the agency left.
    const removed = await m.ok('webhook_endpoint_delete', { endpoint_id: agencyHook.endpoint_id }, client.token);
    expect(removed).toEqual({ endpoint_id: agencyHook.endpoint_id, deleted: true });
    expect((await endpointsOf(client)).map((e) => e.endpoint_id)).toEqual([ownHook.endpoint_id]);
  });

  it('stops the deliveries still pending to it', async () => {
    const { client, acting } = await actingWorld();
    const agencyHook = await createEndpoint(acting, '/agency-pending');
    const purchase = await sale(client);
    expect(await deliveries(client, agencyHook.endpoint_id)).toEqual([
      expect.objectContaining({ event_id: `ticket.purchased:${purchase.purchase_id}`, status: 'pending' }),
    ]);

    await m.ok('revoke_agency_access', {}, client.token);
    await deliver();
    expect(received).toEqual([]);
    expect(await deliveries(client, agencyHook.endpoint_id)).toEqual([
      expect.objectContaining({ event_id: `ticket.purchased:${purchase.purchase_id}`, status: 'failed' }),
    ]);
  });

  it("ties the client's own endpoint to the agency once the agency points it elsewhere", async () => {
    const { client, acting } = await actingWorld();
    const hook = await createEndpoint(client.token, '/own-then-moved');
    const moved = await m.ok(
      'webhook_endpoint_update',
      { endpoint_id: hook.endpoint_id, url: `${base}/moved-by-agency` },
      acting,
    );
    expect(moved.endpoint).toMatchObject({ set_up_by_agency: 'Apex Agency' });
    await m.ok('revoke_agency_access', {}, client.token);
    expect(byId(await endpointsOf(client), hook.endpoint_id)).toMatchObject({ enabled: false });

    await sale(client);
    await deliver();
    expect(received).toEqual([]);

    // The client turns it back on: it is the client's now, and its sales flow again.
    const on = await m.ok('webhook_endpoint_update', { endpoint_id: hook.endpoint_id, enabled: true }, client.token);
    expect(on.endpoint).toMatchObject({ enabled: true, set_up_by_agency: null });
    await sale(client);
    await deliver();
    expect(received).toEqual(['/moved-by-agency']);
  });

  it('ties an endpoint whose secret the agency was shown, not one whose description it edited', async () => {
    const { client, acting } = await actingWorld();
    const rotated = await createEndpoint(client.token, '/own-rotated');
    const described = await createEndpoint(client.token, '/own-described');
    const shown = await m.ok('webhook_endpoint_rotate_secret', { endpoint_id: rotated.endpoint_id }, acting);
    expect(shown.endpoint).toMatchObject({ set_up_by_agency: 'Apex Agency' });
    // The client's own new secret leaves the tie (the URL could be the agency's).
    const again = await m.ok('webhook_endpoint_rotate_secret', { endpoint_id: rotated.endpoint_id }, client.token);
    expect(again.endpoint).toMatchObject({ set_up_by_agency: 'Apex Agency' });
    const edited = await m.ok(
      'webhook_endpoint_update',
      { endpoint_id: described.endpoint_id, description: 'Renamed by the agency' },
      acting,
    );
    expect(edited.endpoint).toMatchObject({ set_up_by_agency: null });

    await m.ok('revoke_agency_access', {}, client.token);
    const listed = await endpointsOf(client);
    expect(byId(listed, rotated.endpoint_id)).toMatchObject({ enabled: false });
    expect(byId(listed, described.endpoint_id)).toMatchObject({ enabled: true, description: 'Renamed by the agency' });
  });

  it('when the client authorizes another agency, turns off what the earlier one set up', async () => {
    const { client, acting } = await actingWorld('First Agency');
    const hook = await createEndpoint(acting, '/first-agency');
    const next = await w.agency('Second Agency');
    await m.ok('agency_update_pin', { pin: PIN }, next.token);
    await m.ok('authorize_agency_access', { agency_username: next.username, pin: PIN }, client.token);

    expect((await t.call('webhook_endpoints_get', {}, acting)).status).toBe(401);
    expect(byId(await endpointsOf(client), hook.endpoint_id)).toMatchObject({
      enabled: false,
      set_up_by_agency: 'First Agency',
    });
  });

  it('leaves the endpoints of an agency still authorized alone (it authorized again)', async () => {
    const { client, agency, acting } = await actingWorld();
    const hook = await createEndpoint(acting, '/same-agency');
    await m.ok('authorize_agency_access', { agency_username: agency.username, pin: PIN }, client.token);
    expect(byId(await endpointsOf(client), hook.endpoint_id)).toMatchObject({ enabled: true });
  });
});

describe('secrets that would outlive the access are not given to an acting agency', () => {
  it("the talent's private calendar feed: not made, not shown, not reset", async () => {
    const talent = await m.member({ isSpecialist: true }, 'talent');
    const { acting } = await actingWorld('Feed Agency', talent);
    expect(await m.ok('specialist_calendar_feed', {}, acting)).toMatchObject({ exists: false, url: null });
    const reset = await t.call('specialist_calendar_feed_reset', {}, acting);
    expect(reset.status).toBe(403);
    expect(reset.body).toEqual({ message: REFUSED_WHILE_ACTING, code: 'FORBIDDEN' });

    // The talent's own session makes it and sees its URL; acting, only that it exists.
    const own = await m.ok('specialist_calendar_feed', {}, talent.token);
    expect(own.url).toEqual(expect.any(String));
    expect(await m.ok('specialist_calendar_feed', {}, acting)).toMatchObject({ exists: true, url: null });
  });

  it("an event's manager password (the check-in app's sign-in, which downloads every guest's name)", async () => {
    const { client, acting } = await actingWorld('Door Agency');
    const eventId = await m.event(client.token);
    const refused = await t.call(
      'business_set_manager_password',
      { event_id: eventId, password: 'door-staff-2031' },
      acting,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: REFUSED_WHILE_ACTING, code: 'FORBIDDEN' });
    const signIn = await t.call('checkin_sign_in', {
      event_id: eventId,
      password: 'door-staff-2031',
      device_name: 'Door 1',
    });
    expect(signIn.status).not.toBe(200);
    await m.ok('business_set_manager_password', { event_id: eventId, password: 'door-staff-2031' }, client.token);
  });
});

describe("the agency's account ending", () => {
  it('stops what it set up reaching anyone, though nobody revoked it', async () => {
    const { client, agency, acting } = await actingWorld('Closing Agency');
    const agencyHook = await createEndpoint(acting, '/closing-agency');
    await createEndpoint(client.token, '/own');
    // The control: while the agency has the client's access, its endpoint gets the sales.
    await sale(client);
    await deliver();
    expect(received.sort()).toEqual(['/closing-agency', '/own']);
    received.length = 0;

    // A sale whose deliveries are still pending when the agency's account is deleted (as delete_account leaves it).
    await sale(client);
    await softDelete(t.db, agency.id, new Date(t.clock.now()));
    await sale(client);
    await deliver();
    expect(received).toEqual(['/own', '/own']);
    // Nothing after the first sale is ever sent to the agency's endpoint, however long the job goes on.
    t.clock.advance(24 * 60 * 60 * 1000);
    await deliver();
    expect(received).toEqual(['/own', '/own']);
    const statuses = (await deliveries(client, agencyHook.endpoint_id)).map((d) => d.status);
    expect(statuses.filter((s) => s === 'succeeded')).toHaveLength(1);
  });
});
