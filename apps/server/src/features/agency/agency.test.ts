import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import {
  AGENCY_ACCESS_REFUSED,
  AGENCY_ACCESS_REVOKED,
  AGENCY_PIN_FAILURE_WINDOW_MS,
  AGENCY_PIN_FORMAT,
  AGENCY_PIN_LOCKED,
  AGENCY_PIN_MAX_FAILURES,
  AGENCY_PIN_SAVED,
  NOT_ACTING_AS_CLIENT,
  NOT_YOUR_CLIENT,
  REFUSED_WHILE_ACTING,
  agencyAuthorizedMessage,
} from '@stagepass/domain/agency';
import { members, sessions } from '@stagepass/db/schema/accounts';
import { agencyPins } from '@stagepass/db/schema/agency';
import { useTestApp } from '../../test/test-app';
import { signIn } from '../../test/account-flows';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashPassword } from '../accounts/passwords';
import { REFUSED_WHILE_ACTING_REQUESTS } from './acting-guard';

const t = useTestApp({ seed: true });

const PIN = '0420';
const FORBIDDEN_ROLE = 'Your account type cannot make this request.';

const as = (email: string) => signIn(t, email, DEMO_PASSWORD);
const agencySession = () => as('agency@stagepass.test');
const talentSession = () => as('talent@stagepass.test');
const businessSession = () => as('business@stagepass.test');
const fanSession = () => as('fan@stagepass.test');

async function idOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  return row!.id;
}

/** A second agency account, made as the seed makes its members. */
async function secondAgency(): Promise<string> {
  await t.db.insert(members).values({
    email: 'second@agency.test',
    name: 'Second Agency',
    username: 'second',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    isAgency: true,
    termsAcceptedAt: new Date(t.clock.now()),
    createdAt: new Date(t.clock.now()),
  });
  return as('second@agency.test');
}

/** The demo agency with PIN set, and the talent (and business) authorizing it. */
async function linked() {
  const agency = await agencySession();
  expect((await t.call('agency_update_pin', { pin: PIN }, agency)).status).toBe(200);
  const talent = await talentSession();
  expect((await t.call('authorize_agency_access', { agency_username: 'apex', pin: PIN }, talent)).status).toBe(200);
  return { agency, talent, talentId: await idOf('talent@stagepass.test') };
}

async function switchInto(agency: string, spId: number): Promise<string> {
  const res = await t.call('agency_switch_user', { sp_id: spId }, agency);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.session as string;
}

describe('roles', () => {
  it('needs a session for every agency request', async () => {
    for (const [name, fields] of [
      ['agency_get_clients', {}],
      ['agency_switch_user', { sp_id: 1 }],
      ['agency_logout_user', {}],
      ['agency_update_pin', { pin: PIN }],
      ['authorize_agency_access', { agency_username: 'apex', pin: PIN }],
      ['revoke_agency_access', {}],
      ['get_agency_access', {}],
    ] as const) {
      const res = await t.call(name, fields);
      expect(res.status, name).toBe(401);
      expect(res.body.message).toBe(SESSION_EXPIRED);
    }
  });

  it('keeps the agency requests to agencies and the client requests to talent and businesses', async () => {
    const fan = await fanSession();
    const talent = await talentSession();
    const agency = await agencySession();
    const talentId = await idOf('talent@stagepass.test');
    for (const [name, fields, token] of [
      ['agency_get_clients', {}, fan],
      ['agency_update_pin', { pin: PIN }, fan],
      ['agency_switch_user', { sp_id: talentId }, fan],
      ['agency_get_clients', {}, talent],
      ['agency_update_pin', { pin: PIN }, talent],
      ['authorize_agency_access', { agency_username: 'apex', pin: PIN }, fan],
      ['revoke_agency_access', {}, fan],
      ['get_agency_access', {}, fan],
      ['authorize_agency_access', { agency_username: 'apex', pin: PIN }, agency],
      ['get_agency_access', {}, agency],
    ] as const) {
      const res = await t.call(name, fields, token);
      expect(res.status, name).toBe(403);
      expect(res.body).toEqual({ message: FORBIDDEN_ROLE, code: 'FORBIDDEN' });
    }
  });
});

describe('agency_update_pin', () => {
  it('stores only an argon2id hash of the PIN, and the agency then shows it as set', async () => {
    const agency = await agencySession();
    expect((await t.call('agency_get_clients', {}, agency)).body.data).toEqual({ clients: [], pin_set: false });

    const res = await t.call('agency_update_pin', { pin: PIN }, agency);
    expect(res.body).toEqual({ data: { success: true, message: AGENCY_PIN_SAVED } });
    const [row] = await t.db.select().from(agencyPins);
    expect(row!.agencyId).toBe(await idOf('agency@stagepass.test'));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain(PIN);
    expect((await t.call('agency_get_clients', {}, agency)).body.data.pin_set).toBe(true);
  });

  it('refuses a PIN that is not 4 to 8 digits, naming the field', async () => {
    const agency = await agencySession();
    for (const pin of ['123', '123456789', '12a4', '', ' 12 34']) {
      const res = await t.call('agency_update_pin', { pin }, agency);
      expect(res.status, pin).toBe(400);
      expect(res.body).toEqual({ message: AGENCY_PIN_FORMAT, code: 'INVALID_INPUT', field: 'pin' });
    }
    expect(await t.db.select().from(agencyPins)).toHaveLength(0);
  });

  it('a new PIN replaces the old one', async () => {
    const agency = await agencySession();
    await t.call('agency_update_pin', { pin: PIN }, agency);
    await t.call('agency_update_pin', { pin: '98765432' }, agency);
    const talent = await talentSession();
    const old = await t.call('authorize_agency_access', { agency_username: 'apex', pin: PIN }, talent);
    expect(old.status).toBe(403);
    const current = await t.call('authorize_agency_access', { agency_username: 'apex', pin: '98765432' }, talent);
    expect(current.status).toBe(200);
  });
});

describe('authorize_agency_access, get_agency_access and revoke_agency_access', () => {
  it('links the talent to the agency by username and PIN, and the talent sees its agency', async () => {
    const agency = await agencySession();
    await t.call('agency_update_pin', { pin: PIN }, agency);
    const talent = await talentSession();
    expect((await t.call('get_agency_access', {}, talent)).body).toEqual({ data: { agency: null } });

    // Any case, and with the '@' people type before a username.
    const res = await t.call('authorize_agency_access', { agency_username: ' @APEX ', pin: PIN }, talent);
    expect(res.status).toBe(200);
    const shown = {
      id: await idOf('agency@stagepass.test'),
      name: 'Apex Agency',
      username: 'apex',
      image: null,
      since: new Date(t.clock.now()).toISOString(),
    };
    expect(res.body.data).toEqual({ agency: shown, message: agencyAuthorizedMessage('Apex Agency') });
    expect((await t.call('get_agency_access', {}, talent)).body.data).toEqual({ agency: shown });
  });

  it('answers a wrong PIN, an unknown agency, a non-agency and an agency without a PIN alike', async () => {
    const talent = await talentSession();
    // No PIN yet: even the right digits cannot match.
    const noPin = await t.call('authorize_agency_access', { agency_username: 'apex', pin: PIN }, talent);
    await t.call('agency_update_pin', { pin: PIN }, await agencySession());
    const answers = [
      noPin,
      await t.call('authorize_agency_access', { agency_username: 'apex', pin: '0421' }, talent),
      await t.call('authorize_agency_access', { agency_username: 'nobody_here', pin: PIN }, talent),
      // The demo fan's username: a member, but not an agency.
      await t.call('authorize_agency_access', { agency_username: 'frankie', pin: PIN }, talent),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: AGENCY_ACCESS_REFUSED, code: 'FORBIDDEN' });
    }
    expect((await t.call('get_agency_access', {}, talent)).body.data.agency).toBeNull();
  });

  it(`locks an agency username after ${AGENCY_PIN_MAX_FAILURES} wrong PINs, even for the right one, until the window passes`, async () => {
    await t.call('agency_update_pin', { pin: PIN }, await agencySession());
    const talent = await talentSession();
    const business = await businessSession();
    for (let i = 0; i < AGENCY_PIN_MAX_FAILURES; i++) {
      const wrong = await t.call('authorize_agency_access', { agency_username: 'apex', pin: `99${i}9` }, talent);
      expect(wrong.status).toBe(403);
    }
    // Locked for every account trying this agency from this address, with the right PIN too.
    for (const token of [talent, business]) {
      const locked = await t.call('authorize_agency_access', { agency_username: 'Apex', pin: PIN }, token);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: AGENCY_PIN_LOCKED, code: 'TOO_MANY_REQUESTS' });
    }
    expect((await t.call('get_agency_access', {}, talent)).body.data.agency).toBeNull();

    t.clock.advance(AGENCY_PIN_FAILURE_WINDOW_MS + 1000);
    expect((await t.call('authorize_agency_access', { agency_username: 'apex', pin: PIN }, talent)).status).toBe(200);
  });

  it('locks an unknown agency username the same way, so the lock tells nothing', async () => {
    const talent = await talentSession();
    const statuses = [];
    for (let i = 0; i <= AGENCY_PIN_MAX_FAILURES; i++)
      statuses.push((await t.call('authorize_agency_access', { agency_username: 'ghost', pin: PIN }, talent)).status);
    expect(statuses).toEqual([...Array<number>(AGENCY_PIN_MAX_FAILURES).fill(403), 429]);
  });

  it('counts guesses sent at once: no more than the limit are ever checked', async () => {
    await t.call('agency_update_pin', { pin: PIN }, await agencySession());
    const talent = await talentSession();
    const guesses = Array.from({ length: AGENCY_PIN_MAX_FAILURES + 4 }, (_, i) => `5${String(i).padStart(3, '0')}`);
    const results = await Promise.all(
      guesses.map((pin) => t.call('authorize_agency_access', { agency_username: 'apex', pin }, talent)),
    );
    const refused = results.filter((r) => r.status === 403).length;
    expect(refused).toBeLessThanOrEqual(AGENCY_PIN_MAX_FAILURES);
    expect(results.filter((r) => r.status === 429)).toHaveLength(guesses.length - refused);
  });

  it('authorizing another agency replaces the first: a client has one agency at a time', async () => {
    const { agency, talent, talentId } = await linked();
    const acting = await switchInto(agency, talentId);
    const second = await secondAgency();
    await t.call('agency_update_pin', { pin: '55556666' }, second);

    const res = await t.call('authorize_agency_access', { agency_username: 'second', pin: '55556666' }, talent);
    expect(res.status).toBe(200);
    expect(res.body.data.agency.name).toBe('Second Agency');
    expect((await t.call('agency_get_clients', {}, agency)).body.data.clients).toEqual([]);
    expect((await t.call('agency_get_clients', {}, second)).body.data.clients.map((c: { id: number }) => c.id)).toEqual(
      [talentId],
    );
    // The first agency's session on the talent ended with its access.
    expect((await t.call('get_agency_access', {}, acting)).status).toBe(401);
    expect((await t.call('agency_switch_user', { sp_id: talentId }, agency)).status).toBe(404);
  });

  it('revoking removes the link and ends the agency’s sessions on the client', async () => {
    const { agency, talent, talentId } = await linked();
    const acting = await switchInto(agency, talentId);

    const res = await t.call('revoke_agency_access', {}, talent);
    expect(res.body).toEqual({ data: { success: true, message: AGENCY_ACCESS_REVOKED } });
    expect((await t.call('get_agency_access', {}, talent)).body.data.agency).toBeNull();
    expect((await t.call('agency_get_clients', {}, agency)).body.data.clients).toEqual([]);
    expect((await t.call('get_agency_access', {}, acting)).status).toBe(401);
    const again = await t.call('agency_switch_user', { sp_id: talentId }, agency);
    expect(again.status).toBe(404);
    // The agency itself stays signed in; revoking twice changes nothing.
    expect((await t.call('agency_get_clients', {}, agency)).status).toBe(200);
    expect((await t.call('revoke_agency_access', {}, talent)).status).toBe(200);
  });
});

describe('agency_get_clients', () => {
  it('lists exactly the linked clients, by name, with what the dashboard shows', async () => {
    const { agency, talentId } = await linked();
    const business = await businessSession();
    await t.call('authorize_agency_access', { agency_username: 'apex', pin: PIN }, business);
    // Another agency's client is not this agency's.
    const second = await secondAgency();
    await t.call('agency_update_pin', { pin: '55556666' }, second);

    const res = await t.call('agency_get_clients', {}, agency);
    expect(res.body.data).toEqual({
      pin_set: true,
      clients: [
        {
          id: await idOf('business@stagepass.test'),
          name: 'Bayside Venue',
          username: 'bayside',
          image: null,
          is_business: true,
          is_specialist: false,
        },
        { id: talentId, name: 'Tala Talent', username: 'tala', image: null, is_business: false, is_specialist: true },
      ],
    });
    expect((await t.call('agency_get_clients', {}, second)).body.data).toEqual({ clients: [], pin_set: true });
  });

  it('leaves out a client whose account is deactivated', async () => {
    const { agency, talent } = await linked();
    expect((await t.call('deactivate_account', {}, talent)).status).toBe(200);
    expect((await t.call('agency_get_clients', {}, agency)).body.data.clients).toEqual([]);
  });
});

describe('agency_switch_user and acting as the client', () => {
  it('refuses a member who is not a client of this agency with 404', async () => {
    const { agency } = await linked();
    for (const spId of [
      await idOf('fan@stagepass.test'),
      await idOf('business@stagepass.test'),
      await idOf('agency@stagepass.test'),
      999_999,
    ]) {
      const res = await t.call('agency_switch_user', { sp_id: spId }, agency);
      expect(res.status, String(spId)).toBe(404);
      expect(res.body).toEqual({ message: NOT_YOUR_CLIENT, code: 'NOT_FOUND' });
    }
    expect(await t.db.select().from(sessions)).toHaveLength(2); // the agency's and the talent's own
  });

  it('opens a session as the client flagged agency_as_client, and the agency stays signed in', async () => {
    const { agency, talentId } = await linked();
    const res = await t.call('agency_switch_user', { sp_id: talentId }, agency);
    expect(res.status).toBe(200);
    expect(res.body.data.session).toMatch(/^[\w-]{40,}$/);
    expect(res.body.data.session).not.toBe(agency);
    expect(res.body.data.active).toBe(true);
    expect(res.body.data.user).toMatchObject({
      user_id: talentId,
      email: 'talent@stagepass.test',
      name: 'Tala Talent',
      is_specialist: true,
      is_agency: false,
      agency_as_client: true,
    });
    expect((await t.call('agency_get_clients', {}, agency)).status).toBe(200);
  });

  it('the acting session acts as the client: what it saves is the client’s', async () => {
    const { agency, talent, talentId } = await linked();
    const acting = await switchInto(agency, talentId);

    const renamed = await t.call('member_update', { tag: 'name', name: 'Tala T. Talent' }, acting);
    expect(renamed.status).toBe(200);
    // The answer is for the acting session, which stays flagged (the client's dashboard rules hold).
    expect(renamed.body.data.user).toMatchObject({ user_id: talentId, name: 'Tala T. Talent', agency_as_client: true });
    await t.call('update_marketing_email_exclusions', { exclusions: [2] }, acting);
    expect((await t.call('marketing_email_exclusions', {}, talent)).body.data.exclusions).toEqual([2]);
    // The client's own session sees the change and is not flagged.
    const own = await t.call('member_update', { tag: 'name', name: 'Tala Talent' }, talent);
    expect(own.body.data.user.agency_as_client).toBe(false);
    // Acting as a talent, not as the agency.
    expect((await t.call('agency_get_clients', {}, acting)).status).toBe(403);
  });

  it('refuses the acting session every account-security request of the client, with a clear 403', async () => {
    const { agency, talent, talentId } = await linked();
    const acting = await switchInto(agency, talentId);
    expect(REFUSED_WHILE_ACTING_REQUESTS).toEqual(
      expect.arrayContaining([
        'member_update',
        'request_update_username',
        'deactivate_account',
        'request_delete_account',
        'delete_account',
        'set_social_login',
        'social_media_connect',
        'social_media_disconnect',
        'authorize_agency_access',
        'revoke_agency_access',
        'agency_switch_user',
      ]),
    );
    const cases: [string, Record<string, unknown>][] = [
      ['member_update', { tag: 'password', curr_password: DEMO_PASSWORD, new_password: 'a brand new passphrase' }],
      ['request_update_username', { new_email: 'taken.over@example.com' }],
      ['deactivate_account', {}],
      ['request_delete_account', {}],
      ['set_social_login', { provider: 'facebook', enabled: true }],
      ['social_media_disconnect', { provider: 'facebook' }],
      ['authorize_agency_access', { agency_username: 'apex', pin: PIN }],
      ['revoke_agency_access', {}],
      ['agency_switch_user', { sp_id: talentId }],
      ['terms_accepted', {}],
      ...REFUSED_WHILE_ACTING_REQUESTS.filter((n) => n !== 'member_update').map(
        (n): [string, Record<string, unknown>] => [n, {}],
      ),
    ];
    for (const [name, fields] of cases) {
      const res = await t.call(name as 'logout', fields, acting);
      expect(res.status, name).toBe(403);
      expect(res.body).toEqual({ message: REFUSED_WHILE_ACTING, code: 'FORBIDDEN' });
    }
    // Nothing changed: the client still signs in with the same password, is active and keeps its agency.
    expect((await t.call('login', { username: 'talent@stagepass.test', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await t.call('get_agency_access', {}, talent)).body.data.agency.username).toBe('apex');
    expect((await t.call('get_agency_access', {}, acting)).status).toBe(200);
    // The same requests from the client's own session are the client's to make.
    expect((await t.call('revoke_agency_access', {}, talent)).status).toBe(200);
  });

  it('agency_logout_user ends only the acting session', async () => {
    const { agency, talent, talentId } = await linked();
    const acting = await switchInto(agency, talentId);
    const other = await switchInto(agency, talentId);

    expect((await t.call('agency_logout_user', {}, acting)).body).toEqual({ data: { success: true } });
    expect((await t.call('get_agency_access', {}, acting)).status).toBe(401);
    expect((await t.call('agency_get_clients', {}, agency)).status).toBe(200);
    expect((await t.call('get_agency_access', {}, talent)).status).toBe(200);
    expect((await t.call('get_agency_access', {}, other)).status).toBe(200);
  });

  it('agency_logout_user refuses a session that is not acting for a client, and keeps it', async () => {
    const { agency, talent } = await linked();
    for (const token of [agency, talent]) {
      const res = await t.call('agency_logout_user', {}, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: NOT_ACTING_AS_CLIENT, code: 'FORBIDDEN' });
    }
    expect((await t.call('agency_get_clients', {}, agency)).status).toBe(200);
    expect((await t.call('get_agency_access', {}, talent)).status).toBe(200);
  });

  it('the acting session ends when the agency logs out, and never outlives the agency’s session', async () => {
    const { agency, talentId } = await linked();
    const acting = await switchInto(agency, talentId);
    const [agencyRow] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.memberId, await idOf('agency@stagepass.test')));
    const [actingRow] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.memberId, talentId))
      .orderBy(sessions.id)
      .offset(1);
    expect(actingRow!.expiresAt.getTime()).toBeLessThanOrEqual(agencyRow!.expiresAt.getTime());

    expect((await t.call('logout', {}, agency)).status).toBe(200);
    expect((await t.call('get_agency_access', {}, acting)).status).toBe(401);
  });
});
