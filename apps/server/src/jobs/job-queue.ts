import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@stagepass/db/client';
import type { Round, RoundRequests } from './round';

export interface JobQueueOptions {
  /** Run the every-minute jobs by cron (off in API tests, whose clock only moves when a test moves it). */
  schedule: boolean;
  onError: (err: unknown) => void;
}

/** The clock tick (jobs/clock-jobs.ts) runs once a minute as well as when kicked; it kicks the rounds. */
export const EVERY_MINUTE_CRON = '* * * * *';

/**
 * The durable job queue (DESIGN.md §6): pg-boss 10 in the `pgboss` schema of our own database, natively on
 * PostgreSQL and on PGlite through the handle's `execute`. Started and stopped with the server.
 */
export class JobQueue implements RoundRequests {
  private readonly workers = new Map<string, string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {}

  static async start(handle: DatabaseHandle, options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => handle.execute(text, values) },
      schedule: options.schedule,
      supervise: options.schedule,
    });
    boss.on('error', options.onError);
    await boss.start();
    return new JobQueue(boss, options);
  }

  /**
   * Registers a round's job. The queue's 'short' policy keeps at most one run waiting: a kick while one waits
   * is already covered by it, and a kick while one runs queues the next. A failing round is retried
   * three times with backoff from 30 seconds; the items it holds keep their own retry times.
   * `everyMinute` also runs it by cron (the clock tick, which kicks the other rounds when they are due).
   */
  async add(round: Round, { everyMinute = false }: { everyMinute?: boolean } = {}): Promise<void> {
    const queue: PgBoss.Queue = {
      name: round.jobName,
      policy: 'short',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    };
    await this.boss.createQueue(round.jobName, queue);
    await this.boss.updateQueue(round.jobName, queue);
    const workerId = await this.boss.work(round.jobName, { batchSize: 1, pollingIntervalSeconds: 2 }, () =>
      round.run(),
    );
    this.workers.set(round.jobName, workerId);
    if (this.options.schedule) {
      // Earlier versions ran each round by its own cron; the clock tick runs them now.
      if (everyMinute) await this.boss.schedule(round.jobName, EVERY_MINUTE_CRON);
      else await this.boss.unschedule(round.jobName);
    }
    round.attach(this);
  }

  async request(jobName: string): Promise<void> {
    await this.boss.send(jobName, {});
    const workerId = this.workers.get(jobName);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /** The cron schedules registered (operations and tests). */
  async schedules(): Promise<{ name: string; cron: string }[]> {
    return (await this.boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron }));
  }

  /** Stops fetching and waits up to 5 seconds for running jobs. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
}
