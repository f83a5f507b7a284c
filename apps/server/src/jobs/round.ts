/** What a round needs of the job queue: ask for one run of a job now. */
export interface RoundRequests {
  request(jobName: string): Promise<void>;
}

/**
 * Work done in rounds by a background job (DESIGN.md §6): delivering the email and SMS outboxes and
 * forwarding marketing submissions. Each round does everything that is due; items are claimed in the
 * database before they are worked on, so rounds are idempotent and two servers never do the same item.
 *
 * `kick()` after a commit asks the job queue for a round now. The queue also runs every round job once
 * a minute, which picks up retries whose backoff has passed and anything an interrupted server left.
 */
export abstract class Round {
  #jobs: RoundRequests | null = null;
  /** Kicks so far, and the kicks covered by rounds that have finished (a round covers the kicks before it began). */
  #requested = 0;
  #finished = 0;
  #waiters: { until: number; done: () => void }[] = [];
  readonly #sending = new Set<Promise<void>>();

  constructor(
    readonly jobName: string,
    protected readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Does everything that is due. Throwing fails the job, which the queue retries with backoff. */
  abstract flush(): Promise<void>;

  /** Whether this round has anything to do in this configuration (the sandbox marketing tool has not). */
  get enabled(): boolean {
    return true;
  }

  /** Called by the job queue when the round's job is registered. */
  attach(queue: RoundRequests): void {
    this.#jobs = queue;
  }

  /** Asks for a round now, after the caller's transaction committed. */
  kick(): void {
    if (!this.enabled) return;
    this.#requested += 1;
    if (!this.#jobs) {
      this.onError(new Error(`${this.jobName}: no job queue to run the round`));
      return;
    }
    const sent: Promise<void> = this.#jobs
      .request(this.jobName)
      .catch(this.onError)
      .finally(() => this.#sending.delete(sent));
    this.#sending.add(sent);
  }

  /** Resolves when every kick so far has reached the job queue. */
  async requestsSent(): Promise<void> {
    await Promise.all(this.#sending);
  }

  /** The job's handler: one round. */
  async run(): Promise<void> {
    const covers = this.#requested;
    try {
      await this.flush();
    } finally {
      this.#finished = Math.max(this.#finished, covers);
      this.#waiters = this.#waiters.filter((w) => {
        if (w.until > this.#finished) return true;
        w.done();
        return false;
      });
    }
  }

  /**
   * Resolves once a round has finished for every kick so far (tests, and shutdown before the queue stops).
   * Gives up after `timeoutMs`, since another server may have run the round.
   */
  async idle(timeoutMs = 15_000): Promise<void> {
    const until = this.#requested;
    await this.requestsSent();
    if (this.#finished >= until) return;
    await new Promise<void>((resolve) => {
      const waiter = { until, done: () => (clearTimeout(timer), resolve()) };
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((w) => w !== waiter);
        resolve();
      }, timeoutMs);
      timer.unref();
      this.#waiters.push(waiter);
    });
  }
}
