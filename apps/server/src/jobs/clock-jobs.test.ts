import { describe, expect, it } from 'vitest';
import { ManualClock } from '../adapters/clock';
import { ClockJobs, roundJob } from './clock-jobs';
import { Round } from './round';

describe('the clock job registry', () => {
  it('runs each job at the time given, in the order registered', async () => {
    const jobs = new ClockJobs(new ManualClock());
    const calls: string[] = [];
    jobs.register({ name: 'first', runDue: async (now) => void calls.push(`first@${now}`) });
    jobs.register({ name: 'second', runDue: async (now) => void calls.push(`second@${now}`) });
    expect(await jobs.runDue(42)).toEqual({ now: 42, ran: ['first', 'second'], failed: [] });
    expect(calls).toEqual(['first@42', 'second@42']);
  });

  it('runs the tick at the clock time, moved or not', async () => {
    const clock = new ManualClock(1_000);
    const jobs = new ClockJobs(clock);
    const seen: number[] = [];
    jobs.register({ name: 'seen', runDue: async (now) => void seen.push(now) });
    await jobs.flush();
    clock.advance(500);
    await jobs.flush();
    expect(seen).toEqual([1_000, 1_500]);
  });

  it('refuses a second job with the same name', () => {
    const jobs = new ClockJobs(new ManualClock());
    jobs.register({ name: 'payout-release', runDue: async () => {} });
    expect(() => jobs.register({ name: 'payout-release', runDue: async () => {} })).toThrow(/registered twice/);
  });

  it('runs one call at a time in a process: a second run starts after the first ends', async () => {
    const jobs = new ClockJobs(new ManualClock());
    const events: string[] = [];
    jobs.register({
      name: 'slow',
      runDue: async (now) => {
        events.push(`start ${now}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push(`end ${now}`);
      },
    });
    await Promise.all([jobs.runDue(1), jobs.runDue(2)]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('logs a failing job, reports it, runs the rest, and keeps running later calls', async () => {
    const errors: unknown[] = [];
    const jobs = new ClockJobs(new ManualClock(), (err) => errors.push(err));
    let fail = true;
    jobs.register({
      name: 'flaky',
      runDue: async () => {
        if (fail) throw new Error('down');
      },
    });
    jobs.register({ name: 'steady', runDue: async () => {} });
    expect(await jobs.runDue(1)).toEqual({
      now: 1,
      ran: ['steady'],
      failed: [{ name: 'flaky', error: 'Error: down' }],
    });
    expect(errors).toHaveLength(1);
    fail = false;
    expect((await jobs.runDue(2)).ran).toEqual(['flaky', 'steady']);
  });

  it('makes a round a job that kicks it, and settled() waits for the round', async () => {
    class CountingRound extends Round {
      runs = 0;
      async flush() {
        await new Promise((resolve) => setTimeout(resolve, 20));
        this.runs += 1;
      }
    }
    const round = new CountingRound('test-round');
    // A queue that runs the round's job at once.
    round.attach({ request: async () => void setTimeout(() => void round.run(), 0) });
    const jobs = new ClockJobs(new ManualClock());
    jobs.register(roundJob(round));
    await jobs.runDue(1);
    expect(round.runs).toBe(0); // control: kicked, not run yet
    await jobs.settled();
    expect(round.runs).toBe(1);
  });
});
