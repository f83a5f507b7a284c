import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CLAIM_MESSAGES,
  CODE_EMAILS_PER_HOUR,
  CODE_INVALID,
  CODE_TTL_MS,
  NOTHING_TO_CLAIM,
  RECOMMENDATION_INVALID,
} from '@stagepass/domain/account-codes';
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DELETED,
  ACCOUNT_EXISTS,
  CHECK_YOUR_EMAIL,
  CONFIRM_YOUR_EMAIL,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  LOGIN_LOCKED,
  LOGIN_MAX_FAILURES,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_COMMON,
  SESSION_EXPIRED,
} from '@stagepass/domain/accounts';
import { accountCodes, members, sessions } from '@stagepass/db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirmEmail, lastMailTo, linkCode, mailbox, mailedCode, register, signIn } from '../../test/account-flows';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://stagepass.example' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  await seedDemo(t.db, t.clock);
});

const FAN = 'fan@stagepass.test';
const NEW_PASSWORD = 'brand new stage lights 42';

const draft = {
  email: 'nova@example.com',
  name: 'Nova Singer',
  password: 'a long enough passphrase',
  accType: 'user' as const,
};

async function sessionCount(email: string) {
  const [m] = await t.db.select().from(members).where(eq(members.email, email));
  return (await t.db.select().from(sessions).where(eq(sessions.memberId, m!.id))).length;
}

async function memberByEmail(email: string) {
  const [m] = await t.db.select().from(members).where(eq(members.email, email));
  return m;
}

describe('request_registration and claim_code REGISTRATION', () => {
  it('emails a regemail link on the public address and answers Confirm your Email Address', async () => {
    const res = await t.call('request_registration', { email: '  Nova@Example.com ' });
    expect(res.body).toEqual({ data: { success: true, message: CONFIRM_YOUR_EMAIL } });
    const mail = await lastMailTo(t, 'nova@example.com');
    expect(mail?.subject).toBe('Confirm your email address for Stagepass');
    expect(mail?.text).toMatch(/https:\/\/stagepass\.example\/redirect\/regemail\/[A-Za-z0-9]{48}\n/);
    expect(mail?.text).toContain('expires in 24 hours');
    expect(mail?.html).toContain(`href="https://stagepass.example/redirect/regemail/${linkCode(mail, 'regemail')}"`);
  });

  it('claims the link into auth_user with the email and a registration token', async () => {
    await t.call('request_registration', { email: 'nova@example.com' });
    const code = await mailedCode(t, 'nova@example.com', 'regemail');
    const res = await t.call('claim_code', { type: 'REGISTRATION', code });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      success: true,
      message: CLAIM_MESSAGES.REGISTRATION,
      type: 'REGISTRATION',
      auth_user: { email: 'nova@example.com', registration_token: expect.stringMatching(/^[A-Za-z0-9]{48}$/) },
    });
  });

  it('refuses an invalid email with 400 naming the field', async () => {
    const res = await t.call('request_registration', { email: 'nova@example' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_EMAIL, code: 'INVALID_INPUT', field: 'email' });
    expect(await mailbox(t)).toHaveLength(0);
  });

  it('answers the same for an existing account; its link reports REGISTERED_USER', async () => {
    const fresh = await t.call('request_registration', { email: 'nova@example.com' });
    const existing = await t.call('request_registration', { email: 'FAN@stagepass.test' });
    expect(existing.body).toEqual(fresh.body);
    const code = await mailedCode(t, FAN, 'regemail');
    const res = await t.call('claim_code', { type: 'REGISTRATION', code });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ success: false, message: ACCOUNT_EXISTS, type: 'REGISTERED_USER' });
  });

  it('stores only the SHA-256 of a code', async () => {
    await t.call('request_registration', { email: 'nova@example.com' });
    const code = await mailedCode(t, 'nova@example.com', 'regemail');
    const rows = await t.db.select().from(accountCodes);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('claims a code once', async () => {
    await t.call('request_registration', { email: 'nova@example.com' });
    const code = await mailedCode(t, 'nova@example.com', 'regemail');
    expect((await t.call('claim_code', { type: 'REGISTRATION', code })).status).toBe(200);
    const again = await t.call('claim_code', { type: 'REGISTRATION', code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: CODE_INVALID, code: 'INVALID_INPUT', field: 'code' });
  });

  it('lets exactly one of several concurrent claims of a code through', async () => {
    await t.call('request_registration', { email: 'nova@example.com' });
    const code = await mailedCode(t, 'nova@example.com', 'regemail');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call('claim_code', { type: 'REGISTRATION', code })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('works until 24 hours after it was sent, then says the link expired', async () => {
    await t.call('request_registration', { email: 'nova@example.com' });
    await t.call('request_registration', { email: 'nova@example.com' });
    const [newer, older] = (await mailbox(t)).map((m) => linkCode(m, 'regemail'));
    t.clock.advance(CODE_TTL_MS - 1000);
    expect((await t.call('claim_code', { type: 'REGISTRATION', code: newer! })).status).toBe(200);
    t.clock.advance(1001);
    const expired = await t.call('claim_code', { type: 'REGISTRATION', code: older! });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(CODE_INVALID);
  });

  it('refuses an unknown code and a code claimed as another type', async () => {
    expect((await t.call('claim_code', { type: 'REGISTRATION', code: 'not-a-real-code' })).body.message).toBe(
      CODE_INVALID,
    );
    await t.call('request_registration', { email: 'nova@example.com' });
    const code = await mailedCode(t, 'nova@example.com', 'regemail');
    const wrongType = await t.call('claim_code', { type: 'CHG_EMAIL', code });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(CODE_INVALID);
    expect((await t.call('claim_code', { type: 'REGISTRATION', code })).status).toBe(200);
  });

  it('names the field of a bad claim type', async () => {
    const res = await t.call('claim_code', { type: 'MAKE_ADMIN', code: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('type');
  });

  it(`sends at most ${CODE_EMAILS_PER_HOUR} links an hour to one address, answering the same`, async () => {
    const answers = [];
    for (let i = 0; i < CODE_EMAILS_PER_HOUR + 2; i++)
      answers.push((await t.call('request_registration', { email: 'nova@example.com' })).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailbox(t)).toHaveLength(CODE_EMAILS_PER_HOUR);
    // Other addresses are not held back.
    await t.call('request_registration', { email: 'other@example.com' });
    expect(await mailbox(t)).toHaveLength(CODE_EMAILS_PER_HOUR + 1);
    t.clock.advance(60 * 60 * 1000 + 1);
    await t.call('request_registration', { email: 'nova@example.com' });
    expect(await mailbox(t)).toHaveLength(CODE_EMAILS_PER_HOUR + 2);
  });

  it('refuses a registration link claimed after the account was registered: REGISTERED_USER', async () => {
    await t.call('request_registration', { email: draft.email });
    const code = await mailedCode(t, draft.email, 'regemail');
    const token = await confirmEmail(t, draft.email);
    await t.call('create_user', { userData: { ...draft, registration_token: token } });
    expect((await t.call('claim_code', { type: 'REGISTRATION', code })).body.data.type).toBe('REGISTERED_USER');
  });

  it('goes end to end: link, register page, create_user, sign in', async () => {
    const res = await register(t, draft);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe('nova@example.com');
    await signIn(t, draft.email, draft.password);
  });
});

describe('claim_code RECOMMEND and claim_for_id', () => {
  it('answers a recommendation link with 404 until recommendations exist', async () => {
    const res = await t.call('claim_code', { type: 'RECOMMEND', code: 'A'.repeat(48) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: RECOMMENDATION_INVALID, code: 'NOT_FOUND', field: 'code' });
  });

  it('needs a session, then finds nothing to claim', async () => {
    const input = { type: 'RECOMMEND', for_id: 20170325, reject: false };
    expect((await t.call('claim_for_id', input)).status).toBe(401);
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('claim_for_id', input, session);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: NOTHING_TO_CLAIM, code: 'NOT_FOUND', field: 'for_id' });
    expect((await t.call('claim_for_id', { ...input, for_id: 'x' }, session)).body.field).toBe('for_id');
  });
});

describe('request_reset_password, claim_code CHG_PASSWD and reset_password', () => {
  async function resetCode(email = FAN) {
    const res = await t.call('request_reset_password', { email });
    expect(res.body).toEqual({ data: { success: true, message: CHECK_YOUR_EMAIL } });
    return mailedCode(t, email, 'rstpwd');
  }

  it('answers Check your email for an unknown address too, and mails nothing', async () => {
    const res = await t.call('request_reset_password', { email: 'nobody@stagepass.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { success: true, message: CHECK_YOUR_EMAIL } });
    expect(await mailbox(t)).toHaveLength(0);
  });

  it('refuses an invalid email naming the field', async () => {
    const res = await t.call('request_reset_password', { email: 'fan@' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('email');
  });

  it('mails a reset link; the link checks without being used up', async () => {
    const code = await resetCode();
    const mail = await lastMailTo(t, FAN);
    expect(mail?.subject).toBe('Reset your Stagepass password');
    expect(mail?.text).toContain('Hi Frankie Fan,');
    for (let i = 0; i < 2; i++) {
      const res = await t.call('claim_code', { type: 'CHG_PASSWD', code });
      expect(res.body.data).toEqual({ success: true, message: CLAIM_MESSAGES.CHG_PASSWD, type: 'CHG_PASSWD' });
    }
  });

  it('sets the new password: the old one fails, the new one works, every session ends', async () => {
    const a = await signIn(t, FAN, DEMO_PASSWORD);
    const b = await signIn(t, FAN, DEMO_PASSWORD);
    const code = await resetCode();
    const res = await t.call('reset_password', { code, new_password: NEW_PASSWORD });
    expect(res.body).toEqual({ data: { success: true, message: PASSWORD_RESET_DONE } });
    for (const s of [a, b]) expect((await t.call('terms_accepted', {}, s)).body.message).toBe(SESSION_EXPIRED);
    expect((await t.call('login', { username: FAN, password: DEMO_PASSWORD })).body.message).toBe(INVALID_CREDENTIALS);
    await signIn(t, FAN, NEW_PASSWORD);
    expect((await lastMailTo(t, FAN))?.subject).toBe('Your Stagepass password was changed');
  });

  it('uses the code once, and the link then reads as used', async () => {
    const code = await resetCode();
    expect((await t.call('reset_password', { code, new_password: NEW_PASSWORD })).status).toBe(200);
    const again = await t.call('reset_password', { code, new_password: 'yet another fine password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: CODE_INVALID, code: 'INVALID_INPUT', field: 'code' });
    expect((await t.call('claim_code', { type: 'CHG_PASSWD', code })).body.message).toBe(CODE_INVALID);
    await signIn(t, FAN, NEW_PASSWORD);
  });

  it('ends older reset links when one is used', async () => {
    const older = await resetCode();
    const newer = await resetCode();
    expect((await t.call('reset_password', { code: newer, new_password: NEW_PASSWORD })).status).toBe(200);
    expect((await t.call('reset_password', { code: older, new_password: 'yet another fine password' })).status).toBe(
      400,
    );
  });

  it('expires 24 hours after it was sent and leaves the password as it was', async () => {
    const code = await resetCode();
    t.clock.advance(CODE_TTL_MS + 1);
    expect((await t.call('claim_code', { type: 'CHG_PASSWD', code })).body.message).toBe(CODE_INVALID);
    const res = await t.call('reset_password', { code, new_password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CODE_INVALID);
    await signIn(t, FAN, DEMO_PASSWORD);
  });

  it('refuses a common or short password naming new_password, without using the code', async () => {
    const code = await resetCode();
    const common = await t.call('reset_password', { code, new_password: 'password1' });
    expect(common.body).toEqual({ message: PASSWORD_TOO_COMMON, code: 'INVALID_INPUT', field: 'new_password' });
    const short = await t.call('reset_password', { code, new_password: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('new_password');
    expect((await t.call('reset_password', { code, new_password: NEW_PASSWORD })).status).toBe(200);
  });

  it('clears the sign-in lockout', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await t.call('login', { username: FAN, password: `wrong-${i}` });
    expect((await t.call('login', { username: FAN, password: DEMO_PASSWORD })).body.message).toBe(LOGIN_LOCKED);
    const code = await resetCode();
    await t.call('reset_password', { code, new_password: NEW_PASSWORD });
    await signIn(t, FAN, NEW_PASSWORD);
  });
});

describe('request_update_username and claim_code CHG_EMAIL', () => {
  const NEW_EMAIL = 'frankie.new@example.com';

  it('needs a session', async () => {
    expect((await t.call('request_update_username', { new_email: NEW_EMAIL })).status).toBe(401);
  });

  it('mails the link to the new address only', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('request_update_username', { new_email: 'Frankie.New@Example.com' }, session);
    expect(res.body).toEqual({ data: { success: true, message: CHECK_YOUR_EMAIL } });
    const mail = await mailbox(t);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: NEW_EMAIL, subject: 'Confirm your new Stagepass email address' });
    linkCode(mail[0], 'updateemail');
  });

  it('refuses an address another account uses, whatever its case, with 409', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('request_update_username', { new_email: 'TALENT@stagepass.test' }, session);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: EMAIL_TAKEN, code: 'CONFLICT', field: 'new_email' });
    expect(await mailbox(t)).toHaveLength(0);
  });

  it('refuses its own address and an invalid one with 400', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const own = await t.call('request_update_username', { new_email: 'Fan@Stagepass.test' }, session);
    expect(own.body).toEqual({ message: EMAIL_UNCHANGED, code: 'INVALID_INPUT', field: 'new_email' });
    const bad = await t.call('request_update_username', { new_email: 'nope' }, session);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('new_email');
  });

  it('applies the new email on claim: every session ends, only the new email signs in, the old address is told', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    await signIn(t, FAN, DEMO_PASSWORD);
    await t.call('request_update_username', { new_email: NEW_EMAIL }, session);
    const code = await mailedCode(t, NEW_EMAIL, 'updateemail');
    const res = await t.call('claim_code', { type: 'CHG_EMAIL', code });
    expect(res.body.data).toEqual({ success: true, message: CLAIM_MESSAGES.CHG_EMAIL, type: 'CHG_EMAIL' });
    expect(await sessionCount(NEW_EMAIL)).toBe(0);
    expect((await t.call('terms_accepted', {}, session)).status).toBe(401);
    expect((await t.call('login', { username: FAN, password: DEMO_PASSWORD })).status).toBe(401);
    const again = await signIn(t, NEW_EMAIL, DEMO_PASSWORD);
    expect(again).toBeTruthy();
    expect((await lastMailTo(t, FAN))?.subject).toBe('Your Stagepass email address was changed');
    expect((await lastMailTo(t, FAN))?.text).toContain(NEW_EMAIL);
  });

  it('claims once and expires after 24 hours', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    await t.call('request_update_username', { new_email: NEW_EMAIL }, session);
    const first = await mailedCode(t, NEW_EMAIL, 'updateemail');
    await t.call('request_update_username', { new_email: 'frankie.other@example.com' }, session);
    const second = await mailedCode(t, 'frankie.other@example.com', 'updateemail');
    expect((await t.call('claim_code', { type: 'CHG_EMAIL', code: first })).status).toBe(200);
    expect((await t.call('claim_code', { type: 'CHG_EMAIL', code: first })).body.message).toBe(CODE_INVALID);
    // The change ended the other pending change too.
    expect((await t.call('claim_code', { type: 'CHG_EMAIL', code: second })).body.message).toBe(CODE_INVALID);

    const talent = await signIn(t, 'talent@stagepass.test', DEMO_PASSWORD);
    await t.call('request_update_username', { new_email: 'tala@example.com' }, talent);
    const late = await mailedCode(t, 'tala@example.com', 'updateemail');
    t.clock.advance(CODE_TTL_MS + 1);
    expect((await t.call('claim_code', { type: 'CHG_EMAIL', code: late })).body.message).toBe(CODE_INVALID);
    expect(await memberByEmail('talent@stagepass.test')).toBeDefined();
  });

  it('refuses the claim with 409 when the address was registered meanwhile', async () => {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    await t.call('request_update_username', { new_email: NEW_EMAIL }, session);
    const code = await mailedCode(t, NEW_EMAIL, 'updateemail');
    expect((await register(t, { ...draft, email: NEW_EMAIL })).status).toBe(200);
    const res = await t.call('claim_code', { type: 'CHG_EMAIL', code });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_TAKEN);
    expect(await memberByEmail(FAN)).toBeDefined();
    expect((await t.call('terms_accepted', {}, session)).status).toBe(200);
  });
});

describe('deactivate_account, reactivate_account and claim_code REACTIVATE_ACCT', () => {
  it('deactivates: every session ends and sign-in answers ACCOUNT_DEACTIVATED', async () => {
    const a = await signIn(t, FAN, DEMO_PASSWORD);
    const b = await signIn(t, FAN, DEMO_PASSWORD);
    expect((await t.call('deactivate_account', {})).status).toBe(401);
    const res = await t.call('deactivate_account', {}, a);
    expect(res.body.data.success).toBe(true);
    expect(await sessionCount(FAN)).toBe(0);
    expect((await t.call('terms_accepted', {}, b)).status).toBe(401);
    const login = await t.call('login', { username: FAN, password: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ message: ACCOUNT_DEACTIVATED, code: 'ACCOUNT_DEACTIVATED' });
  });

  it('answers the same for unknown, active and deactivated accounts, and mails only the deactivated one', async () => {
    await t.call('deactivate_account', {}, await signIn(t, FAN, DEMO_PASSWORD));
    const answers = await Promise.all(
      ['nobody@stagepass.test', 'talent@stagepass.test', FAN].map(
        async (email) => (await t.call('reactivate_account', { email })).body,
      ),
    );
    for (const a of answers) expect(a).toEqual({ data: { success: true, message: CHECK_YOUR_EMAIL } });
    const mail = await mailbox(t);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([[FAN, 'Reactivate your Stagepass account']]);
  });

  it('reactivates through the emailed link; then sign-in works; the link works once', async () => {
    await t.call('deactivate_account', {}, await signIn(t, FAN, DEMO_PASSWORD));
    await t.call('reactivate_account', { email: 'Fan@Stagepass.test' });
    const code = await mailedCode(t, FAN, 'reactivate');
    const res = await t.call('claim_code', { type: 'REACTIVATE_ACCT', code });
    expect(res.body.data).toEqual({ success: true, message: CLAIM_MESSAGES.REACTIVATE_ACCT, type: 'REACTIVATE_ACCT' });
    await signIn(t, FAN, DEMO_PASSWORD);
    expect((await t.call('claim_code', { type: 'REACTIVATE_ACCT', code })).body.message).toBe(CODE_INVALID);
  });

  it('expires the reactivation link after 24 hours', async () => {
    await t.call('deactivate_account', {}, await signIn(t, FAN, DEMO_PASSWORD));
    await t.call('reactivate_account', { email: FAN });
    const code = await mailedCode(t, FAN, 'reactivate');
    t.clock.advance(CODE_TTL_MS + 1);
    expect((await t.call('claim_code', { type: 'REACTIVATE_ACCT', code })).status).toBe(400);
    expect((await t.call('login', { username: FAN, password: DEMO_PASSWORD })).status).toBe(403);
  });
});

describe('request_delete_account, claim_code DELETE_ACCT and delete_account', () => {
  async function deleteCode() {
    const session = await signIn(t, FAN, DEMO_PASSWORD);
    const res = await t.call('request_delete_account', {}, session);
    expect(res.body).toEqual({ data: { success: true, message: CHECK_YOUR_EMAIL } });
    return { session, code: await mailedCode(t, FAN, 'delete') };
  }

  it('needs a session to ask for the link', async () => {
    expect((await t.call('request_delete_account', {})).status).toBe(401);
  });

  it('mails the delete link; the link checks without being used up', async () => {
    const { code } = await deleteCode();
    expect((await lastMailTo(t, FAN))?.subject).toBe('Confirm deleting your Stagepass account');
    for (let i = 0; i < 2; i++)
      expect((await t.call('claim_code', { type: 'DELETE_ACCT', code })).body.data).toEqual({
        success: true,
        message: CLAIM_MESSAGES.DELETE_ACCT,
        type: 'DELETE_ACCT',
      });
  });

  it('deletes signed out: sign-in fails, sessions end, personal fields are cleared, the email and username are free', async () => {
    const { session, code } = await deleteCode();
    const before = await memberByEmail(FAN);
    const res = await t.call('delete_account', { code });
    expect(res.body).toEqual({ data: { success: true, message: ACCOUNT_DELETED } });

    expect((await t.call('terms_accepted', {}, session)).status).toBe(401);
    const login = await t.call('login', { username: FAN, password: DEMO_PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(INVALID_CREDENTIALS);

    const [row] = await t.db.select().from(members).where(eq(members.id, before!.id));
    expect(row).toMatchObject({
      email: `deleted+${before!.id}@stagepass.invalid`,
      username: null,
      name: 'Deleted member',
      phone: null,
      image: null,
      passwordHash: null,
      address: null,
      latitude: null,
      active: false,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await t.call('registered_user', { email: FAN })).body.data.registered).toBe(false);
    expect((await t.call('get_member_id', { username: 'frankie' })).status).toBe(404);
    expect((await t.call('get_username', { user_id: before!.id })).status).toBe(404);
    expect((await lastMailTo(t, FAN))?.subject).toBe('Your Stagepass account was deleted');

    // The address and the username can be used again.
    const again = await register(t, { ...draft, email: FAN, username: 'frankie' });
    expect(again.status).toBe(200);
  });

  it('uses the code once and expires it after 24 hours', async () => {
    const { code } = await deleteCode();
    expect((await t.call('delete_account', { code })).status).toBe(200);
    const again = await t.call('delete_account', { code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: CODE_INVALID, code: 'INVALID_INPUT', field: 'code' });

    const talent = await signIn(t, 'talent@stagepass.test', DEMO_PASSWORD);
    await t.call('request_delete_account', {}, talent);
    const late = await mailedCode(t, 'talent@stagepass.test', 'delete');
    t.clock.advance(CODE_TTL_MS + 1);
    expect((await t.call('claim_code', { type: 'DELETE_ACCT', code: late })).body.message).toBe(CODE_INVALID);
    expect((await t.call('delete_account', { code: late })).body.message).toBe(CODE_INVALID);
    await signIn(t, 'talent@stagepass.test', DEMO_PASSWORD);
  });

  it('ends the other links of the account', async () => {
    const { code } = await deleteCode();
    await t.call('request_reset_password', { email: FAN });
    const reset = await mailedCode(t, FAN, 'rstpwd');
    await t.call('delete_account', { code });
    expect((await t.call('reset_password', { code: reset, new_password: NEW_PASSWORD })).body.message).toBe(
      CODE_INVALID,
    );
  });
});
