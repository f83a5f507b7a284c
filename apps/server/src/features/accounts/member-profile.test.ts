import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INVALID_CREDENTIALS,
  LOGIN_LOCKED,
  LOGIN_MAX_FAILURES,
  NAME_FORMAT,
  NO_MEMBER_WITH_ID,
  NO_MEMBER_WITH_USERNAME,
  PASSWORD_TOO_COMMON,
  USERNAME_ALREADY_SET,
  USERNAME_FORMAT,
  USERNAME_REQUIRED,
  USERNAME_TAKEN,
  WRONG_CURRENT_PASSWORD,
} from '@stagepass/domain/accounts';
import { PHONE_NOT_VERIFIED } from '@stagepass/domain/phone';
import { INVALID_PHONE_NUMBER } from '@stagepass/domain/phone-numbers';
import { members } from '@stagepass/db/schema/accounts';
import { useTestApp } from '../../test/test-app';
import { lastMailTo, register, signIn, verifyPhoneByCode } from '../../test/account-flows';
import { DEMO_PASSWORD } from '../../seed/demo';

const t = useTestApp({ seed: true });

const FAN = 'fan@stagepass.test';
const NEW_PASSWORD = 'brand new stage lights 42';

async function idOf(email: string) {
  const [m] = await t.db.select().from(members).where(eq(members.email, email));
  return m!.id;
}

describe('get_member_id and get_username', () => {
  it('finds the id by username, whatever its case, and nothing private', async () => {
    const res = await t.call('get_member_id', { username: 'TALA' });
    expect(res.body).toEqual({ data: { member_id: await idOf('talent@stagepass.test') } });
  });

  it('answers 404 for an unknown or deactivated member', async () => {
    const unknown = await t.call('get_member_id', { username: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: NO_MEMBER_WITH_USERNAME, code: 'NOT_FOUND', field: 'username' });
    await t.db.update(members).set({ active: false }).where(eq(members.email, 'talent@stagepass.test'));
    expect((await t.call('get_member_id', { username: 'tala' })).status).toBe(404);
    expect((await t.call('get_username', { user_id: await idOf('talent@stagepass.test') })).status).toBe(404);
  });

  it('refuses a username that could not exist, naming the field', async () => {
    const res = await t.call('get_member_id', { username: "tala' or 1=1" });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('username');
  });

  it('gives the username of an id, null when none is chosen, and nothing private', async () => {
    const res = await t.call('get_username', { user_id: await idOf(FAN) });
    expect(res.body).toEqual({ data: { username: 'frankie' } });
    await t.db.update(members).set({ username: null, phone: '+14155550100' }).where(eq(members.email, FAN));
    const none = await t.call('get_username', { user_id: await idOf(FAN) });
    expect(none.body).toEqual({ data: { username: null } });
    expect(JSON.stringify(none.body)).not.toMatch(/stagepass\.test|4155550100/);
    const missing = await t.call('get_username', { user_id: 99999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NO_MEMBER_WITH_ID);
  });
});

describe('set_username and update_username', () => {
  async function memberWithoutUsername() {
    const res = await register(t, {
      email: 'nova@example.com',
      name: 'Nova',
      password: 'a long enough passphrase',
      accType: 'user',
    });
    expect(res.body.data.user.username).toBeNull();
    return res.body.data.session as string;
  }

  it('needs a session', async () => {
    expect((await t.call('set_username', { username: 'nova' })).status).toBe(401);
    expect((await t.call('update_username', { username: 'nova' })).status).toBe(401);
  });

  it('sets a first username and returns the session user', async () => {
    const session = await memberWithoutUsername();
    const res = await t.call('set_username', { username: 'Nova_Sings' }, session);
    expect(res.body.data.user).toMatchObject({ username: 'Nova_Sings', email: 'nova@example.com' });
    expect((await t.call('get_member_id', { username: 'nova_sings' })).status).toBe(200);
  });

  it('refuses set_username when the member has one already', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('set_username', { username: 'frankie2' }, session);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: USERNAME_ALREADY_SET, code: 'CONFLICT', field: 'username' });
  });

  it('changes a username; the old one becomes free', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('update_username', { username: 'frankie_live' }, session);
    expect(res.body.data.user.username).toBe('frankie_live');
    expect((await t.call('get_member_id', { username: 'frankie' })).status).toBe(404);
    expect((await t.call('get_member_id', { username: 'frankie_live' })).status).toBe(200);
  });

  it('lets a member change the case of their own username', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    expect((await t.call('update_username', { username: 'Frankie' }, session)).body.data.user.username).toBe('Frankie');
  });

  it('refuses a username another member has, whatever its case, with 409', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    for (const request of ['update_username', 'set_username'] as const) {
      const fresh = request === 'set_username' ? await memberWithoutUsername() : session;
      const res = await t.call(request, { username: 'TALA' }, fresh);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: USERNAME_TAKEN, code: 'CONFLICT', field: 'username' });
    }
  });

  it('validates the username, naming the field', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const empty = await t.call('update_username', { username: '  ' }, session);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ field: 'username', message: USERNAME_REQUIRED });
    const bad = await t.call('update_username', { username: 'frankie fan!' }, session);
    expect(bad.body.message).toBe(USERNAME_FORMAT);
    const long = await t.call('update_username', { username: 'f'.repeat(41) }, session);
    expect(long.status).toBe(400);
    expect((await t.call('update_username', { username: 'f'.repeat(40) }, session)).status).toBe(200);
  });
});

describe('member_update', () => {
  it('needs a session', async () => {
    expect((await t.call('member_update', { tag: 'name', name: 'X' })).status).toBe(401);
  });

  it('changes the name, truncated to 40 characters, and returns the session user', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('member_update', { tag: 'name', name: '  Frankie Forever ' }, session);
    expect(res.body.data.user).toMatchObject({ name: 'Frankie Forever', email: FAN, user_id: await idOf(FAN) });
    const long = await t.call(
      'member_update',
      { tag: 'name', name: 'Maximiliana Alexandrina Wolfeschlegelsteinhausen' },
      session,
    );
    expect(long.body.data.user.name).toBe('Maximiliana Alexandrina Wolfeschlegelste');
    expect(long.body.data.user.name).toHaveLength(40);
  });

  it('refuses a name with digits or symbols, or without a letter', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    for (const name of ['R2-D2', '<b>Frankie</b>', "'-."]) {
      const res = await t.call('member_update', { tag: 'name', name }, session);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'name', message: NAME_FORMAT });
    }
  });

  it('sets only a number this member verified, in international form; an empty phone removes it', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    await verifyPhoneByCode(t, '(415) 555-2671', session);
    // Verifying set it; removed, it can be set again while the verification is recent.
    expect((await t.call('member_update', { tag: 'phone', phone: '' }, session)).body.data.user.phone).toBeNull();
    const res = await t.call('member_update', { tag: 'phone', phone: '(415) 555-2671' }, session);
    expect(res.body.data.user.phone).toBe('+14155552671');
    expect((await t.call('member_update', { tag: 'phone', phone: '' }, session)).body.data.user.phone).toBeNull();

    // Not verified, or verified by somebody else: numbers are set by verifying them.
    await verifyPhoneByCode(t, '+44 20 7946 0958');
    for (const phone of ['+44 20 7946 0958', '(415) 555-0000']) {
      const refused = await t.call('member_update', { tag: 'phone', phone }, session);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: PHONE_NOT_VERIFIED, code: 'INVALID_INPUT', field: 'phone' });
    }
    const [row] = await t.db.select().from(members).where(eq(members.email, FAN));
    expect(row?.phone).toBeNull();
  });

  it('refuses an invalid phone with Invalid Phone Number', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('member_update', { tag: 'phone', phone: '12345' }, session);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_PHONE_NUMBER, code: 'INVALID_INPUT', field: 'phone' });
  });

  it('changes the username with the same rules as update_username', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    expect(
      (await t.call('member_update', { tag: 'username', username: 'frankie_2' }, session)).body.data.user.username,
    ).toBe('frankie_2');
    const taken = await t.call('member_update', { tag: 'username', username: 'Bayside' }, session);
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('username');
  });

  it('names the field a tag needs when it is missing', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    for (const [tag, field] of [
      ['username', 'username'],
      ['name', 'name'],
      ['phone', 'phone'],
      ['password', 'curr_password'],
    ] as const) {
      const res = await t.call('member_update', { tag }, session);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const noNew = await t.call('member_update', { tag: 'password', curr_password: DEMO_PASSWORD }, session);
    expect(noNew.body.field).toBe('new_password');
    expect((await t.call('member_update', { tag: 'email' }, session)).body.field).toBe('tag');
  });

  describe('password', () => {
    it('changes the password, keeps this session and ends every other one', async () => {
      const mine = await signIn(t, FAN, DEMO_PASSWORD);
      const other = await signIn(t, FAN, DEMO_PASSWORD);
      const res = await t.call(
        'member_update',
        { tag: 'password', curr_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
        mine,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.user.email).toBe(FAN);
      expect((await t.call('terms_accepted', {}, mine)).status).toBe(200);
      expect((await t.call('terms_accepted', {}, other)).status).toBe(401);
      expect((await t.call('login', { username: FAN, password: DEMO_PASSWORD })).body.message).toBe(
        INVALID_CREDENTIALS,
      );
      await signIn(t, FAN, NEW_PASSWORD);
      expect((await lastMailTo(t, FAN))?.subject).toBe('Your Stagepass password was changed');
    });

    it('lets a member who signed up without a password set one with no current password', async () => {
      const session = await signIn(t, FAN, DEMO_PASSWORD);
      // As social_media_register leaves a member who gave no password.
      await t.db.update(members).set({ passwordHash: null }).where(eq(members.email, FAN));
      const set = await t.call('member_update', { tag: 'password', new_password: NEW_PASSWORD }, session);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.data.user.has_password).toBe(true);
      expect((await t.call('login', { username: FAN, password: NEW_PASSWORD })).status).toBe(200);
      // Once there is one, changing it needs it.
      const again = await t.call(
        'member_update',
        { tag: 'password', new_password: 'another long passphrase' },
        session,
      );
      expect(again.body.field).toBe('curr_password');
    });

    it('refuses a wrong current password naming curr_password, and keeps the old one', async () => {
      const session = await signIn(t, FAN, DEMO_PASSWORD);
      const res = await t.call(
        'member_update',
        { tag: 'password', curr_password: 'not-it', new_password: NEW_PASSWORD },
        session,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: WRONG_CURRENT_PASSWORD, code: 'INVALID_INPUT', field: 'curr_password' });
      await signIn(t, FAN, DEMO_PASSWORD);
    });

    it('counts wrong current passwords toward the sign-in lockout', async () => {
      const session = await signIn(t, FAN, DEMO_PASSWORD);
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
        await t.call(
          'member_update',
          { tag: 'password', curr_password: `guess-${i}`, new_password: NEW_PASSWORD },
          session,
        );
      const locked = await t.call(
        'member_update',
        { tag: 'password', curr_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
        session,
      );
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(LOGIN_LOCKED);
    });

    it('refuses a common, short or too long new password naming new_password', async () => {
      const session = await signIn(t, FAN, DEMO_PASSWORD);
      const common = await t.call(
        'member_update',
        { tag: 'password', curr_password: DEMO_PASSWORD, new_password: 'letmein123' },
        session,
      );
      expect(common.body).toEqual({ message: PASSWORD_TOO_COMMON, code: 'INVALID_INPUT', field: 'new_password' });
      // The member's own email and name are the first words an attacker tries.
      const personal = await t.call(
        'member_update',
        { tag: 'password', curr_password: DEMO_PASSWORD, new_password: 'frankiefan' },
        session,
      );
      expect(personal.body.message).toBe(PASSWORD_TOO_COMMON);
      for (const new_password of ['short', 'x'.repeat(129)]) {
        const res = await t.call(
          'member_update',
          { tag: 'password', curr_password: DEMO_PASSWORD, new_password },
          session,
        );
        expect(res.status).toBe(400);
        expect(res.body.field).toBe('new_password');
      }
      await signIn(t, FAN, DEMO_PASSWORD);
    });
  });
});
