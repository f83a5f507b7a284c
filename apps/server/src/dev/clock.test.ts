import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '@stagepass/db/schema/notifications';
import { SESSION_EXPIRED, SESSION_TTL_MS } from '@stagepass/domain/accounts';
import { MAX_ADVANCE_MS } from '../adapters/clock';
import type { ClockJob } from '../jobs/clock-jobs';
import { DEMO_PASSWORD } from '../seed/demo';
import { createTestApp, PRODUCTION_TEST_KEY, useTestApp, type TestApp } from '../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A feature's clock job as the issues ahead will write them: items due at a time, each done once. */
class DueItems implements ClockJob {
  readonly items: { dueAt: number; runs: number; ranAt: number | null }[] = [];
  readonly calls: number[] = [];
  constructor(
    readonly name: string,
    private readonly workMs = 0,
  ) {}
  add(dueAt: number) {
    const item = { dueAt, runs: 0, ranAt: null as number | null };
    this.items.push(item);
    return item;
  }
  async runDue(now: number) {
    this.calls.push(now);
    for (const item of this.items) {
      if (item.dueAt > now || item.runs > 0) continue;
      if (this.workMs) await new Promise((resolve) => setTimeout(resolve, this.workMs));
      item.runs += 1;
      item.ranAt = now;
    }
  }
}

async function advance(t: TestApp, advance_ms: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms } });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

describe('the development clock', () => {
  const t = useTestApp({ seed: true });

  it('shows the server time, and advancing moves it for the page, the JSON and POST /dev/clock', async () => {
    const before = t.clock.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const page = await t.app.inject('/dev/clock');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<time datetime="${iso(before)}">`);
    expect(page.body).toContain('<form method="post" action="/dev/clock">');
    for (const ms of [HOUR, DAY, 7 * DAY]) expect(page.body).toContain(`name="advance_ms" value="${ms}"`);

    const offset = t.clock.offsetMs;
    const moved = await advance(t, DAY);
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      now: iso(before + DAY),
      offset_ms: offset + DAY,
      ran: expect.arrayContaining(['outbox-email', 'outbox-sms']),
      failed: [],
    });
    expect(t.clock.now()).toBe(before + DAY);
    expect((await t.app.inject('/dev/clock')).body).toContain(`<time datetime="${iso(before + DAY)}">`);
    expect((await t.app.inject('/dev/clock.json')).json()).toMatchObject({
      now: iso(before + DAY),
      offset_ms: offset + DAY,
    });
  });

  it('moves the time the API reads: a session expires once the clock passes its end', async () => {
    const login = await t.call('login', { username: 'fan@stagepass.test', password: DEMO_PASSWORD, attempts: 1 });
    const { session } = login.body.data;
    expect((await advance(t, SESSION_TTL_MS - HOUR)).status).toBe(200);
    expect((await t.call('terms_accepted', {}, session)).status).toBe(200);
    expect((await advance(t, HOUR + 1)).status).toBe(200);
    const expired = await t.call('terms_accepted', {}, session);
    expect(expired).toEqual({ status: 401, body: { message: SESSION_EXPIRED, code: 'UNAUTHENTICATED' } });
  });

  it('runs a job due at T once the clock passes T, not before, and never twice', async () => {
    const job = new DueItems('test-due-at-t');
    t.app.clockJobs.register(job);
    const dueAt = t.clock.now() + DAY;
    const item = job.add(dueAt);

    // Control: an hour short of T, the job is asked and does nothing.
    const early = await advance(t, DAY - HOUR);
    expect(early.body.ran).toContain('test-due-at-t');
    expect(item.runs).toBe(0);
    expect(job.calls).toEqual([dueAt - HOUR]);

    await advance(t, HOUR);
    expect(item).toEqual({ dueAt, runs: 1, ranAt: dueAt });

    await advance(t, HOUR);
    await advance(t, 7 * DAY);
    expect(item.runs).toBe(1);
    expect(job.calls).toEqual([dueAt - HOUR, dueAt, dueAt + HOUR, dueAt + HOUR + 7 * DAY]);
  });

  it('runs nothing when the clock is moved without POST /dev/clock (control: the advance is what runs jobs)', async () => {
    const job = new DueItems('test-moved-by-hand');
    t.app.clockJobs.register(job);
    const item = job.add(t.clock.now() + HOUR);
    t.clock.advance(2 * HOUR);
    expect(item.runs).toBe(0);
    await advance(t, 1);
    expect(item.runs).toBe(1);
  });

  it('answers only after the jobs have run, and after the mail they queued has gone out', async () => {
    const slow = new DueItems('test-slow', 50);
    const item = slow.add(t.clock.now() + HOUR);
    let queued = false;
    t.app.clockJobs.register(slow);
    t.app.clockJobs.register({
      name: 'test-reminder-mail',
      runDue: async () => {
        if (queued) return;
        queued = true;
        await t.db.transaction((tx) =>
          t.app.mailer.queue(tx, { to: 'reminder@example.com', subject: 'Your show is tomorrow', text: 'See you' }),
        );
        t.app.mailer.kick();
      },
    });

    const res = await advance(t, HOUR);
    expect(res.body.ran).toEqual(expect.arrayContaining(['test-slow', 'test-reminder-mail']));
    expect(item.runs).toBe(1);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'reminder@example.com'));
    expect(mail?.sentAt).not.toBeNull();
  });

  it('reports a job that throws and still runs the others', async () => {
    const after = new DueItems('test-after-failure');
    const item = after.add(t.clock.now());
    t.app.clockJobs.register({
      name: 'test-failing',
      runDue: async () => {
        throw new Error('payout provider down');
      },
    });
    t.app.clockJobs.register(after);
    const res = await advance(t, 1);
    expect(res.status).toBe(200);
    expect(res.body.failed).toEqual([{ name: 'test-failing', error: 'Error: payout provider down' }]);
    expect(res.body.ran).toContain('test-after-failure');
    expect(item.runs).toBe(1);
  });

  it.each([
    ['missing', undefined, 'advance_ms: Required'],
    ['zero', 0, 'greater than 0'],
    ['negative', -HOUR, 'greater than 0'],
    ['a fraction', 1.5, 'whole number'],
    ['text', '3600000', 'whole number'],
    ['more than a year', MAX_ADVANCE_MS + 1, 'at most a year'],
  ])('answers 400 naming advance_ms when it is %s, and leaves the clock alone', async (_case, value, message) => {
    const before = t.clock.now();
    const res = await advance(t, value);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringContaining(message), code: 'INVALID_INPUT', field: 'advance_ms' });
    expect(t.clock.now()).toBe(before);
  });

  it('takes the page buttons as a form post and shows what ran', async () => {
    const before = t.clock.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `advance_ms=${7 * DAY}`,
    });
    expect(res.statusCode).toBe(303);
    expect(t.clock.now()).toBe(before + 7 * DAY);
    const page = await t.app.inject(res.headers.location as string);
    expect(page.body).toContain('Moved ahead by 1 week.');
    expect(page.body).toContain('outbox-email');

    const forged = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'advance_ms=soon',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('advance_ms must be a whole number');
  });
});

describe('the development clock in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', SECRETS_KEY: PRODUCTION_TEST_KEY });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('is not there: /dev/clock answers 404, and the clock does not move', async () => {
    const before = prod.clock.now();
    expect((await prod.app.inject('/dev/clock')).statusCode).toBe(404);
    expect((await prod.app.inject('/dev/clock.json')).statusCode).toBe(404);
    const post = await prod.app.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms: HOUR } });
    expect(post.statusCode).toBe(404);
    expect(prod.clock.now()).toBe(before);
  });
});
