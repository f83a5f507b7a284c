import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import {
  CHECK_YOUR_EMAIL,
  CONFIRM_YOUR_EMAIL,
  EMAIL_NOT_CONFIRMED,
  INVALID_CREDENTIALS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCKED,
  LOGIN_MAX_FAILURES,
} from '@stagepass/domain/accounts';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashPassword, verifyPassword } from '../../features/accounts/passwords';
import { useTestApp } from '../test-app';

// Issue 16, abuse of inputs: sign-in has a brute-force limit, and neither sign-in, registration nor password reset
// tells whether an account exists — the same status and body for a member's email and an unknown one, and the same
// time within a few milliseconds (medians of interleaved tries). The control shows the timing check catches a
// sign-in that skips the password hash for unknown emails.

const t = useTestApp();

const TRIES = 30;
/**
 * How far apart the two kinds of answer may be: the median of the paired differences (each try of one kind against
 * the try of the other kind next to it, so load on the machine falls on both alike) under a few milliseconds — or,
 * when the machine is so loaded that a try takes far longer than usual, under LOADED_TOLERANCE of it — and always
 * under half the slower median, so a path that skips the work is caught however fast the machine hashes.
 */
const TIMING_TOLERANCE_MS = 5;
const LOADED_TOLERANCE = 0.15;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

/**
 * Times `send` for a known and for an unknown account, in interleaved pairs (which goes first alternates), after a
 * warm-up: answers each median, the median paired difference, whether they count as the same time, and the answers.
 */
async function timeBoth<R>(label: string, send: (known: boolean, i: number) => Promise<R>) {
  // A loaded machine's pause can land in one kind's tries: a sample that says the times differ is taken once more,
  // and only the second counts. A path that really differs differs in both (the control below).
  const first = await sampleBoth(label, send);
  return first.same ? first : sampleBoth(`${label} (again)`, send);
}

async function sampleBoth<R>(label: string, send: (known: boolean, i: number) => Promise<R>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: [] as R[], unknown: [] as R[] };
  for (let i = -3; i < TRIES; i++) {
    const order = i % 2 === 0 ? [true, false] : [false, true];
    for (const known of order) {
      const start = performance.now();
      const answer = await send(known, i);
      const ms = performance.now() - start;
      // The mail a request queued is delivered before the next try, so it slows neither kind.
      await t.app.mailer.idle();
      if (i < 0) continue;
      times[known ? 'known' : 'unknown'].push(ms);
      answers[known ? 'known' : 'unknown'].push(answer);
    }
  }
  const known = median(times.known);
  const unknown = median(times.unknown);
  const difference = median(times.known.map((k, i) => k - times.unknown[i]!));
  const slower = Math.max(known, unknown);
  const same =
    Math.abs(difference) < Math.max(TIMING_TOLERANCE_MS, LOADED_TOLERANCE * slower) &&
    Math.abs(difference) < slower / 2;
  console.log(
    `[abuse] ${label}: median ${known.toFixed(2)} ms (account) vs ${unknown.toFixed(2)} ms (none), ` +
      `paired difference ${difference.toFixed(2)} ms over ${TRIES} tries each`,
  );
  return { known, unknown, difference, same, answers };
}

/** Members with emails known<i>@abuse.test, sharing one password hash (made once: argon2 is slow on purpose). */
async function membersNamed(count: number) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.db.insert(members).values(
    Array.from({ length: count }, (_, i) => ({
      email: `known${i}@abuse.test`,
      name: `Known ${i}`,
      passwordHash,
      termsAcceptedAt: new Date(t.clock.now()),
      createdAt: new Date(t.clock.now()),
    })),
  );
}
const emailOf = (known: boolean, i: number) => `${known ? 'known' : 'nobody'}${Math.max(i, 0) + 100}@abuse.test`;

describe('brute force', () => {
  it(`locks an account after ${LOGIN_MAX_FAILURES} wrong passwords, even for the right one, with the spec's words`, async () => {
    await membersNamed(1);
    const login = (password: string) => t.call('login', { username: 'known0@abuse.test', password });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(`guess-${i}`);
      expect([res.status, res.body]).toEqual([401, { message: INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' }]);
    }
    for (const password of ['guess-again', DEMO_PASSWORD]) {
      const res = await login(password);
      expect([res.status, res.body]).toEqual([429, { message: LOGIN_LOCKED, code: 'TOO_MANY_REQUESTS' }]);
    }
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks an unknown email exactly as a member’s, so the lock tells nothing either', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i++)
      answers.push((await t.call('login', { username: 'nobody@abuse.test', password: `guess-${i}` })).status);
    expect(answers).toEqual([...Array<number>(LOGIN_MAX_FAILURES).fill(401), 429]);
  });
});

describe('no account enumeration', () => {
  it('sign-in: a wrong password and an unknown email get the same answer in the same time', async () => {
    await membersNamed(TRIES + 103);
    const { same, answers } = await timeBoth('login', (known, i) =>
      t.call('login', { username: emailOf(known, i), password: 'not-the-password' }),
    );
    for (const a of [...answers.known, ...answers.unknown])
      expect([a.status, a.body]).toEqual([401, { message: INVALID_CREDENTIALS, code: 'INVALID_CREDENTIALS' }]);
    expect(same).toBe(true);
  });

  it('registration: request_registration and create_user answer a member’s email as an unknown one', async () => {
    await membersNamed(TRIES + 103);
    const requested = await timeBoth('request_registration', (known, i) =>
      t.call('request_registration', { email: emailOf(known, i) }),
    );
    for (const a of [...requested.answers.known, ...requested.answers.unknown])
      expect([a.status, a.body]).toEqual([200, { data: { success: true, message: CONFIRM_YOUR_EMAIL } }]);
    expect(requested.same).toBe(true);

    // Creating the account without the emailed proof: the same refusal whether or not the email is taken.
    const draft = (email: string) => ({
      userData: {
        email,
        name: 'Nia Newcomer',
        password: 'a long enough passphrase',
        accType: 'user',
        registration_token: 'made-up',
      },
    });
    const created = await timeBoth('create_user', (known, i) => t.call('create_user', draft(emailOf(known, i))));
    for (const a of [...created.answers.known, ...created.answers.unknown])
      expect([a.status, a.body]).toEqual([
        400,
        { message: EMAIL_NOT_CONFIRMED, code: 'INVALID_INPUT', field: 'userData.registration_token' },
      ]);
    expect(created.same).toBe(true);
  });

  it('password reset: request_reset_password says "check your email" to both, in the same time', async () => {
    await membersNamed(TRIES + 103);
    const { same, answers } = await timeBoth('request_reset_password', (known, i) =>
      t.call('request_reset_password', { email: emailOf(known, i) }),
    );
    for (const a of [...answers.known, ...answers.unknown])
      expect([a.status, a.body]).toEqual([200, { data: { success: true, message: CHECK_YOUR_EMAIL } }]);
    expect(same).toBe(true);
    await t.app.mailer.idle();
  });

  it('control: a sign-in that skips the hash for unknown emails is caught by the same timing check', async () => {
    const stored = await hashPassword(DEMO_PASSWORD);
    const naive = async (known: boolean) => (known ? verifyPassword(stored, 'not-the-password') : false);
    const { same } = await timeBoth('control: naive login', (known) => naive(known));
    expect(same).toBe(false);
  });
});
