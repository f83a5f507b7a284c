import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_EXISTS,
  EMAIL_NOT_CONFIRMED,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  INVALID_CREDENTIALS,
  LOGIN_LOCKED,
  SESSION_EXPIRED,
  SESSION_TTL_MS,
} from '@stagepass/domain/accounts';
import { members, sessions } from '@stagepass/db/schema/accounts';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo';
import { CODE_TTL_MS } from '@stagepass/domain/account-codes';
import { confirmEmail, mailbox, register } from '../../test/account-flows';

const t = useTestApp({ seed: true });

const fan = { username: 'fan@stagepass.test', password: DEMO_PASSWORD, attempts: 1 };

const draft = {
  email: 'New.Talent@Example.com',
  name: 'Nia Newcomer',
  username: 'nia_new',
  password: 'a long enough passphrase',
  accType: 'specialist' as const,
  address: '1 Market St',
  latitude: 37.79,
  longitude: -122.39,
  locality: 'San Francisco',
  administrative_area: 'CA',
  country: 'US',
  affiliate_code: 'FRIEND10',
};

describe('login', () => {
  it('signs in the demo fan with email and password and returns session, user and active', async () => {
    const res = await t.call('login', fan);
    expect(res.status).toBe(200);
    expect(res.body.data.session).toMatch(/^[\w-]{40,}$/);
    expect(res.body.data.active).toBe(true);
    expect(res.body.data.user).toMatchObject({
      email: 'fan@stagepass.test',
      name: 'Frankie Fan',
      is_user: true,
      is_business: false,
      is_specialist: false,
      is_agency: false,
      terms_accepted: true,
    });
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await t.call('login', { ...fan, username: '  FAN@StagePass.test ' });
    expect(res.status).toBe(200);
  });

  it('derives the role flags for each demo account', async () => {
    const flags = await Promise.all(
      DEMO_ACCOUNTS.map(
        async (a) => (await t.call('login', { username: a.email, password: DEMO_PASSWORD })).body.data.user,
      ),
    );
    expect(flags.map((u) => [u.is_user, u.is_specialist, u.is_business, u.is_agency])).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
    ]);
  });

  it('answers a wrong password with the server message and no session', async () => {
    const res = await t.call('login', { ...fan, password: 'not-the-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' });
    expect(res.body.data).toBeUndefined();
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const res = await t.call('login', { ...fan, username: 'nobody@stagepass.test' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(INVALID_CREDENTIALS);
  });

  it('names the missing field with 400', async () => {
    const res = await t.call('login', { username: 'fan@stagepass.test' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('password');
    expect(res.body.message).toContain('password');
  });

  it('answers a blank email or password with the sign-in form messages of spec 000 §5, word for word', async () => {
    const cases = [
      [{ username: '', password: '' }, 'Please enter your email + password.', 'username'],
      [{ username: 'fan@stagepass.test', password: '' }, 'Please enter your password.', 'password'],
      [{ username: '  ', password: 'x' }, 'Please enter your email.', 'username'],
    ] as const;
    for (const [fields, message, field] of cases) {
      const res = await t.call('login', fields);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'INVALID_INPUT', field });
    }
    // zod's own messages still name the field.
    const long = await t.call('login', { username: 'a'.repeat(300), password: 'x' });
    expect(long.body.message).toMatch(/^username: Too big/);
  });

  it('flags a deactivated account so the client can offer reactivation', async () => {
    await t.db.update(members).set({ active: false }).where(eq(members.email, 'fan@stagepass.test'));
    const res = await t.call('login', fan);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ACCOUNT_DEACTIVATED, code: 'ACCOUNT_DEACTIVATED' });
  });

  it('locks an account for the address after 10 failed logins from it in 15 minutes, even for the right password, then lets it in again', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.call('login', { ...fan, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await t.call('login', fan);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(LOGIN_LOCKED);
    // Another account is unaffected.
    expect((await t.call('login', { username: 'talent@stagepass.test', password: DEMO_PASSWORD })).status).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await t.call('login', fan)).status).toBe(200);
  });

  it('checks at most 10 of many wrong passwords sent at once (racing requests)', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => t.call('login', { ...fan, password: `burst-${i}` })),
    );
    const checked = results.filter((r) => r.status === 401).length;
    const refused = results.filter((r) => r.status === 429).length;
    expect(checked + refused).toBe(25);
    expect(checked).toBeLessThanOrEqual(10);
    expect(refused).toBeGreaterThanOrEqual(15);
    // Guessing on one at a time: the burst and these together get exactly 10 passwords checked.
    let more = 0;
    while (more < 20 && (await t.call('login', { ...fan, password: `after-${more}` })).status === 401) more += 1;
    expect(checked + more).toBe(10);
    // Then even the right password waits; the lock ends 15 minutes later, however many were refused.
    expect((await t.call('login', fan)).status).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await t.call('login', fan)).status).toBe(200);
  });

  it('does not keep refused attempts: trying on while locked does not lengthen the lock', async () => {
    for (let i = 0; i < 10; i++) await t.call('login', { ...fan, password: `wrong-${i}` });
    t.clock.advance(10 * 60 * 1000);
    for (let i = 0; i < 5; i++) expect((await t.call('login', { ...fan, password: `more-${i}` })).status).toBe(429);
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await t.call('login', fan)).status).toBe(200);
  });

  it('does not lock an account for failures older than the window', async () => {
    for (let i = 0; i < 9; i++) await t.call('login', { ...fan, password: `wrong-${i}` });
    t.clock.advance(15 * 60 * 1000 + 1);
    await t.call('login', { ...fan, password: 'wrong-again' });
    expect((await t.call('login', fan)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('accepts the bearer token until it expires, then answers 401', async () => {
    const { session } = (await t.call('login', fan)).body.data;
    expect((await t.call('terms_accepted', {}, session)).status).toBe(200);
    t.clock.advance(SESSION_TTL_MS + 1);
    const expired = await t.call('terms_accepted', {}, session);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: SESSION_EXPIRED, code: 'UNAUTHENTICATED' });
  });

  it('answers 401 without a session and for a made-up token', async () => {
    expect((await t.call('logout', {})).status).toBe(401);
    expect((await t.call('logout', {}, 'made-up-token')).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { session } = (await t.call('login', fan)).body.data;
    const [row] = await t.db.select().from(sessions);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(session);
  });

  it('logout ends only that session', async () => {
    const a = (await t.call('login', fan)).body.data.session;
    const b = (await t.call('login', fan)).body.data.session;
    expect((await t.call('logout', {}, a)).body).toEqual({ data: { success: true } });
    expect((await t.call('logout', {}, a)).status).toBe(401);
    expect((await t.call('terms_accepted', {}, b)).status).toBe(200);
  });

  it('ends the sessions of a member who is deactivated', async () => {
    const { session } = (await t.call('login', fan)).body.data;
    await t.db.update(members).set({ active: false }).where(eq(members.email, 'fan@stagepass.test'));
    expect((await t.call('terms_accepted', {}, session)).status).toBe(401);
  });
});

describe('create_user', () => {
  it('registers from the draft, signs the member in and sends a welcome email', async () => {
    const res = await register(t, draft);
    expect(res.status).toBe(200);
    const { session, user } = res.body.data;
    expect(user).toMatchObject({
      email: 'new.talent@example.com',
      name: 'Nia Newcomer',
      username: 'nia_new',
      is_specialist: true,
      is_user: false,
      terms_accepted: false,
      // The code typed is the referrer's: it does not make the newcomer an affiliate (no Affiliate menu).
      affiliate_code: null,
    });
    const [row] = await t.db.select().from(members).where(eq(members.email, 'new.talent@example.com'));
    expect(row).toMatchObject({ locality: 'San Francisco', administrativeArea: 'CA', country: 'US', latitude: 37.79 });
    expect(row).toMatchObject({ referredByCode: 'FRIEND10', affiliateCode: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The new session works, and the same credentials sign in.
    expect((await t.call('terms_accepted', {}, session)).status).toBe(200);
    expect((await t.call('login', { username: draft.email, password: draft.password })).status).toBe(200);

    const mail = await mailbox(t);
    expect(mail[0]).toMatchObject({ to: 'new.talent@example.com', subject: 'Welcome to Stagepass' });
  });

  it('refuses a draft without proof of the email, naming registration_token, and creates nothing', async () => {
    const res = await t.call('create_user', { userData: draft });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: EMAIL_NOT_CONFIRMED,
      code: 'INVALID_INPUT',
      field: 'userData.registration_token',
    });
    const forged = await t.call('create_user', { userData: { ...draft, registration_token: 'A'.repeat(48) } });
    expect(forged.body.field).toBe('userData.registration_token');
    expect((await t.call('registered_user', { email: draft.email })).body.data.registered).toBe(false);
  });

  it('does not reveal an existing account to a draft without proof', async () => {
    const res = await t.call('create_user', { userData: { ...draft, email: 'fan@stagepass.test', username: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EMAIL_NOT_CONFIRMED);
  });

  it('accepts a registration token only for the address it confirmed', async () => {
    const token = await confirmEmail(t, 'someone.else@example.com');
    const res = await t.call('create_user', { userData: { ...draft, registration_token: token } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('userData.registration_token');
    // Still good for its own address.
    const own = await t.call('create_user', {
      userData: { ...draft, email: 'Someone.Else@example.com', registration_token: token },
    });
    expect(own.status).toBe(200);
  });

  it('uses the registration token once', async () => {
    const token = await confirmEmail(t, draft.email);
    expect((await t.call('create_user', { userData: { ...draft, registration_token: token } })).status).toBe(200);
    const again = await t.call('create_user', {
      userData: { ...draft, username: 'someone_else', registration_token: token },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EMAIL_NOT_CONFIRMED);
  });

  it('lets the registration token expire 24 hours after the claim', async () => {
    const token = await confirmEmail(t, draft.email);
    t.clock.advance(CODE_TTL_MS + 1);
    const res = await t.call('create_user', { userData: { ...draft, registration_token: token } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('userData.registration_token');
  });

  it('keeps the token usable when registration fails for another reason', async () => {
    const token = await confirmEmail(t, draft.email);
    const taken = await t.call('create_user', {
      userData: { ...draft, username: 'frankie', registration_token: token },
    });
    expect(taken.status).toBe(409);
    const retry = await t.call('create_user', { userData: { ...draft, registration_token: token } });
    expect(retry.status).toBe(200);
  });

  it('refuses an email that exists in another case with 409', async () => {
    // Two confirmations before either registration, as from two browser tabs.
    const first = await confirmEmail(t, draft.email);
    const second = await confirmEmail(t, 'NEW.TALENT@example.com');
    await t.call('create_user', { userData: { ...draft, registration_token: first } });
    const res = await t.call('create_user', {
      userData: { ...draft, email: 'NEW.TALENT@example.com', username: 'other', registration_token: second },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ACCOUNT_EXISTS);
  });

  it('lets exactly one of several racing registrations for one email through', async () => {
    // On PostgreSQL these run on separate connections; the unique index on lower(email) decides.
    const emails = ['Race@Example.com', 'race@example.com', 'RACE@example.com', 'race@EXAMPLE.com', 'race@example.COM'];
    const tokens: string[] = [];
    for (const email of emails) tokens.push(await confirmEmail(t, email));
    const results = await Promise.all(
      emails.map((email, i) =>
        t.call('create_user', { userData: { ...draft, email, username: `racer${i}`, registration_token: tokens[i] } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(4).fill(ACCOUNT_EXISTS));
    expect(await t.db.select().from(members).where(eq(members.email, 'race@example.com'))).toHaveLength(1);
  });

  it('names the invalid field', async () => {
    const bad = await t.call('create_user', { userData: { ...draft, email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('userData.email');
    const short = await t.call('create_user', { userData: { ...draft, password: 'short' } });
    expect(short.body.field).toBe('userData.password');
    expect(short.body.message).toContain(PASSWORD_TOO_SHORT);
    const role = await t.call('create_user', { userData: { ...draft, accType: 'admin' } });
    expect(role.body.field).toBe('userData.accType');
    const name = await t.call('create_user', { userData: { ...draft, name: 'R2-D2 <script>' } });
    expect(name.body.field).toBe('userData.name');
  });

  it('refuses a common password, naming the field, and keeps the token for a better one', async () => {
    const token = await confirmEmail(t, draft.email);
    for (const password of ['password123', 'qwertyuiop', '12345678', 'iloveyou1']) {
      const res = await t.call('create_user', { userData: { ...draft, password, registration_token: token } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: PASSWORD_TOO_COMMON, code: 'INVALID_INPUT', field: 'userData.password' });
    }
    expect((await t.call('create_user', { userData: { ...draft, registration_token: token } })).status).toBe(200);
  });

  it('allows a long passphrase up to 128 characters and refuses a longer one', async () => {
    const token = await confirmEmail(t, draft.email);
    const tooLong = await t.call('create_user', {
      userData: { ...draft, password: 'x'.repeat(129), registration_token: token },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('userData.password');
    const passphrase = 'the quick brown stagehand jumps over 37 lazy amplifiers '.repeat(3).slice(0, 128);
    expect(passphrase).toHaveLength(128);
    const res = await t.call('create_user', {
      userData: { ...draft, password: passphrase, registration_token: token },
    });
    expect(res.status).toBe(200);
    expect((await t.call('login', { username: draft.email, password: passphrase })).status).toBe(200);
  });

  it('refuses a username that is taken, whatever its case', async () => {
    const res = await register(t, { ...draft, username: 'FRANKIE' });
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('userData.username');
    expect((await t.call('registered_user', { email: draft.email })).body.data.registered).toBe(false);
  });
});

describe('registered_user and terms_accepted', () => {
  it('tells whether an email has an account', async () => {
    expect((await t.call('registered_user', { email: 'FAN@stagepass.test' })).body).toEqual({
      data: { registered: true },
    });
    expect((await t.call('registered_user', { email: 'nobody@stagepass.test' })).body).toEqual({
      data: { registered: false },
    });
  });

  it('records acceptance, which the next login reports', async () => {
    const { session } = (await register(t, draft)).body.data;
    expect(
      (await t.call('login', { username: draft.email, password: draft.password })).body.data.user.terms_accepted,
    ).toBe(false);
    expect((await t.call('terms_accepted', {}, session)).body).toEqual({ data: { terms_accepted: true } });
    expect(
      (await t.call('login', { username: draft.email, password: draft.password })).body.data.user.terms_accepted,
    ).toBe(true);
  });
});
