import type { Clock } from '../adapters/clock';
import type { JobQueue } from './job-queue';
import { Round } from './round';

/**
 * Work that comes due with time: schedule close, payout release, subscription billing, the grievance window,
 * and the rounds that deliver the outboxes. Registered once in `clock-job-list.ts`.
 */
export interface ClockJob {
  /** Unique; named in the answer of POST /dev/clock. */
  readonly name: string;
  /**
   * Does everything due at `now` that is not done yet. Idempotent: a second call with the same `now` does
   * nothing, and servers running it at once never do an item twice (claim items in the database).
   */
  runDue(now: number): Promise<void>;
  /** Resolves once the work this job handed on (a round it kicked) has finished. */
  idle?(): Promise<void>;
}

/** What one run of the clock jobs did. */
export interface ClockRun {
  now: number;
  /** The jobs that ran, in registration order. */
  ran: string[];
  /** The jobs that threw (logged; the others still ran). */
  failed: { name: string; error: string }[];
}

export const CLOCK_TICK_JOB = 'clock-tick';

/**
 * The registry of clock jobs (DESIGN.md §6). Its own job on the queue, `clock-tick`, runs every minute and
 * runs every registered job at the clock's time; POST /dev/clock runs them the same way after moving the
 * clock. Runs in one process go one at a time.
 */
export class ClockJobs extends Round {
  readonly #jobs = new Map<string, ClockJob>();
  #last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    onError: (err: unknown) => void = () => {},
  ) {
    super(CLOCK_TICK_JOB, onError);
  }

  register(job: ClockJob): void {
    if (this.#jobs.has(job.name)) throw new Error(`clock job ${job.name} is registered twice`);
    this.#jobs.set(job.name, job);
  }

  /** Registers the jobs and puts the tick on the job queue, every minute when the queue schedules. */
  async start(queue: JobQueue, jobs: ClockJob[]): Promise<void> {
    for (const job of jobs) this.register(job);
    await queue.add(this, { everyMinute: true });
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  /** The tick: every job at the clock's time. */
  async flush(): Promise<void> {
    await this.runDue(this.clock.now());
  }

  /** Runs every registered job at `now`, after any run already going in this process. */
  runDue(now: number): Promise<ClockRun> {
    const run = this.#last.then(() => this.#runAll(now));
    this.#last = run.catch(() => {});
    return run;
  }

  /** Resolves once the work the jobs handed on (the rounds they kicked) has finished. */
  async settled(): Promise<void> {
    await Promise.all([...this.#jobs.values()].map((job) => job.idle?.()));
  }

  async #runAll(now: number): Promise<ClockRun> {
    const result: ClockRun = { now, ran: [], failed: [] };
    for (const job of this.#jobs.values()) {
      try {
        await job.runDue(now);
        result.ran.push(job.name);
      } catch (err) {
        this.onError(err);
        result.failed.push({ name: job.name, error: String(err) });
      }
    }
    return result;
  }
}

/**
 * A round as a clock job, due every minute: the round picks up retries whose backoff has passed at the
 * clock's time, and anything an interrupted server left. It runs on the job queue; `idle` waits for it.
 */
export function roundJob(round: Round): ClockJob {
  return { name: round.jobName, runDue: async () => round.kick(), idle: () => round.idle() };
}
