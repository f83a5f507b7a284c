import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '@stagepass/db/schema/notifications';
import { createTestApp, useTestApp } from '../test/test-app';
import { SmsSender } from '../adapters/sms/outbox';
import type { OutgoingSms, SmsTransport } from '../adapters/sms/transport';
import { OUTBOX_MAX_ATTEMPTS } from '../adapters/outbox/outbox-channel';
import { Round } from './round';
import { EVERY_MINUTE_CRON } from './job-queue';
import { CLOCK_TICK_JOB } from './clock-jobs';

/** A round that counts its runs; the first one waits until the test lets it finish. */
class HeldRound extends Round {
  runs = 0;
  started: Promise<void>;
  private markStarted!: () => void;
  private release!: () => void;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));

  constructor(name: string) {
    super(name);
    this.started = new Promise((resolve) => (this.markStarted = resolve));
  }
  async flush(): Promise<void> {
    this.runs += 1;
    if (this.runs === 1) {
      this.markStarted();
      await this.gate;
    }
  }
  open() {
    this.release();
  }
}

/** Records each text; fails every send to the numbers in `failing`; takes `delayMs` per send. */
class RecordingSms implements SmsTransport {
  readonly kind = 'sandbox' as const;
  readonly sent: string[] = [];
  failing = new Set<string>();
  constructor(private readonly delayMs = 0) {}
  async send(message: OutgoingSms) {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failing.has(message.to)) throw new Error('carrier refused');
    this.sent.push(message.to);
  }
}

describe('round jobs on pg-boss', () => {
  const t = useTestApp();

  it('runs a kicked round through the queue, and idle() waits for it', async () => {
    const round = new HeldRound('test-kicked-round');
    await t.app.jobs.add(round);
    round.kick();
    await round.started;
    round.open();
    await round.idle();
    expect(round.runs).toBe(1);
  });

  it('runs one more round for kicks that come while a round runs, however many they are', async () => {
    const round = new HeldRound('test-held-round');
    await t.app.jobs.add(round);
    round.kick();
    await round.started; // this round has read what was due before the next commits
    round.kick();
    round.kick();
    round.kick();
    await round.requestsSent();
    round.open();
    await round.idle();
    expect(round.runs).toBe(2);
  });

  it('runs every clock job at the clock time when the tick runs on the queue', async () => {
    const seen: number[] = [];
    t.app.clockJobs.register({ name: 'test-tick-job', runDue: async (now) => void seen.push(now) });
    await t.db.transaction((tx) => t.app.mailer.queue(tx, { to: 'tick@example.com', subject: 'Tick', text: 'hello' }));
    // Control: stored but not sent, and the job not run, until the tick runs.
    expect(seen).toEqual([]);
    expect((await t.db.select().from(outbox).where(eq(outbox.to, 'tick@example.com')))[0]?.sentAt).toBeNull();
    t.clock.advance(60_000);
    t.app.clockJobs.kick();
    await t.app.clockJobs.idle();
    await t.app.clockJobs.settled();
    expect(seen).toEqual([t.clock.now()]);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, 'tick@example.com'));
    expect(row?.sentAt).not.toBeNull();
  });

  it('sends a verification text through the outbox job before idle() returns', async () => {
    await t.call('auth_send_phone_token', { phone: '+14155550123', method: 'sms' });
    await t.app.sms.idle();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, '+14155550123'));
    expect(row).toMatchObject({ channel: 'sms', attempts: 1, lastError: null });
    expect(row?.sentAt).not.toBeNull();
  });
});

describe('outbox retries', () => {
  const t = useTestApp();

  async function queueTexts(sender: SmsSender, numbers: string[]) {
    await t.db.transaction(async (tx) => {
      for (const to of numbers) await sender.queue(tx, { to, text: `code for ${to}`, method: 'sms' });
    });
  }

  it('retries a failed message after 1, 5 and 30 minutes and 2 hours, then gives up', async () => {
    const transport = new RecordingSms();
    transport.failing.add('+14155550001');
    const sender = new SmsSender(t.db, t.clock, transport);
    await queueTexts(sender, ['+14155550001', '+14155550002']);

    await sender.flush();
    expect(transport.sent).toEqual(['+14155550002']);
    const row = async () => (await t.db.select().from(outbox).where(eq(outbox.to, '+14155550001')))[0];
    expect(await row()).toMatchObject({ attempts: 1, sentAt: null, lastError: 'Error: carrier refused' });

    // Not due before its backoff has passed.
    t.clock.advance(59_000);
    await sender.flush();
    expect((await row())?.attempts).toBe(1);

    for (const [wait, attempts] of [
      [60_000, 2],
      [5 * 60_000, 3],
      [30 * 60_000, 4],
      [2 * 3_600_000, 5],
    ] as const) {
      t.clock.advance(wait);
      await sender.flush();
      expect((await row())?.attempts).toBe(attempts);
    }
    expect(OUTBOX_MAX_ATTEMPTS).toBe(5);
    t.clock.advance(24 * 3_600_000);
    await sender.flush();
    expect((await row())?.attempts).toBe(5);
    expect(transport.sent).toEqual(['+14155550002']);
  });

  it('sends a message on its retry once the provider takes it', async () => {
    const transport = new RecordingSms();
    transport.failing.add('+14155550003');
    const sender = new SmsSender(t.db, t.clock, transport);
    await queueTexts(sender, ['+14155550003']);
    await sender.flush();
    transport.failing.clear();
    t.clock.advance(60_000);
    await sender.flush();
    expect(transport.sent).toEqual(['+14155550003']);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: null });
    expect(row?.sentAt).not.toBeNull();
  });

  it('leaves a message to the server still sending it, however slow its provider, until the lease ends', async () => {
    let release!: () => void;
    const slow: SmsTransport = {
      kind: 'sandbox',
      send: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const other = new RecordingSms();
    const first = new SmsSender(t.db, t.clock, slow);
    await queueTexts(first, ['+14155550010']);
    const sending = first.flush();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));

    // Long past the first retry delay, a second server's round finds nothing due.
    t.clock.advance(5 * 60_000);
    await new SmsSender(t.db, t.clock, other).flush();
    expect(other.sent).toEqual([]);

    release();
    await sending;
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null });
    expect(row?.sentAt).not.toBeNull();
  });

  it('never sends a message twice when two servers run rounds at once', async () => {
    const numbers = Array.from({ length: 45 }, (_, i) => `+1415555${String(1000 + i)}`);
    const first = new RecordingSms(2);
    const second = new RecordingSms(2);
    await queueTexts(new SmsSender(t.db, t.clock, first), numbers);
    await Promise.all([new SmsSender(t.db, t.clock, first).flush(), new SmsSender(t.db, t.clock, second).flush()]);
    expect([...first.sent, ...second.sent].sort()).toEqual([...numbers].sort());
    const rows = await t.db.select().from(outbox);
    expect(rows.every((r) => r.attempts === 1 && r.sentAt !== null)).toBe(true);
  });
});

describe('the job queue of a running server', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { scheduleJobs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs the clock tick every minute, and the rounds through it', async () => {
    const schedules = await t.app.jobs.schedules();
    expect(schedules).toEqual([{ name: CLOCK_TICK_JOB, cron: EVERY_MINUTE_CRON }]);
    // The tick runs the email, SMS and webhook rounds (the sandbox marketing tool forwards nothing, so it has no job), the
    // tickets' jobs (waitlist offers that ran out, and purchases a crash cut short), the ticket payouts, the schedule
    // close and the talent payouts, and the emails for messages left unread.
    expect(t.app.clockJobs.names).toEqual([
      'outbox-email',
      'outbox-sms',
      'webhook-deliveries',
      'waitlist-offers',
      'unfinished-purchases',
      'ticket-payouts',
      'schedule-close',
      'booking-payouts',
      'unread-message-emails',
      'unfinished-asset-purchases',
      'subscription-billing',
      'creator-payouts',
      'affiliate-payouts',
      'agency-digest',
      'upload-cleanup',
      'asset-previews',
    ]);
  });

  it("removes a round's own cron left by an earlier version, so it does not run twice a minute", async () => {
    await t.app.jobs.add(new HeldRound('test-old-cron'), { everyMinute: true });
    expect((await t.app.jobs.schedules()).map((s) => s.name)).toContain('test-old-cron');
    await t.app.jobs.add(new HeldRound('test-old-cron'));
    expect((await t.app.jobs.schedules()).map((s) => s.name)).not.toContain('test-old-cron');
  });
});

describe('a server starting with unsent messages', () => {
  it('sends what an earlier run left in the outbox as soon as it starts', async () => {
    const earlier = await createTestApp();
    try {
      // Stored by a server that stopped before delivering it.
      await earlier.db.insert(outbox).values({
        channel: 'email',
        to: 'left@example.com',
        subject: 'Left behind',
        text: 'hello',
        createdAt: new Date(earlier.clock.now()),
      });
      await earlier.app.close();
      const { buildApp } = await import('../app');
      const { loadConfig } = await import('../config');
      const restarted = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '' }),
        database: earlier.handle,
        clock: earlier.clock,
        logger: false,
      });
      await restarted.ready();
      await restarted.mailer.idle();
      const [row] = await earlier.db.select().from(outbox);
      expect(row?.sentAt).not.toBeNull();
      await restarted.close();
    } finally {
      await earlier.close();
    }
  });
});
