import type { Database } from '@stagepass/db/client';
import type { Clock } from '../../adapters/clock';
import type { MarketingForwarder } from '../../adapters/marketing/forwarder';
import * as submissions from './launch-repository';

/** Attempts per submission, and the wait before each retry (the last attempt is the sixth). */
export const FORWARD_MAX_ATTEMPTS = 6;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
const BATCH = 20;

/** The wait after the `attempt`-th attempt before the next may run. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1] ?? 60_000;
}

/**
 * Forwards stored marketing submissions to the marketing tool, after the submission is committed, so
 * the visitor never waits on the tool and a failing tool loses nothing: each failure is recorded on
 * the row (last_error) and retried with backoff on a later round. With the sandbox forwarder nothing
 * is forwarded: the submissions stay stored only.
 */
export class MarketingRelay {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly forwarder: MarketingForwarder,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  get enabled(): boolean {
    return this.forwarder.kind !== 'sandbox';
  }

  /** Starts a forwarding round in the background; a kick during a round runs one more after it. */
  kick(): void {
    if (!this.enabled) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.flush().catch(this.onError);
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Waits for the round in progress (tests and shutdown). */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Forwards every submission that is due, batch by batch. */
  async flush(): Promise<void> {
    if (!this.enabled) return;
    for (;;) {
      const now = this.clock.now();
      const batch = await submissions.claimDue(this.db, {
        now: new Date(now),
        retryAt: (attempt) => new Date(now + retryDelayMs(attempt)),
        maxAttempts: FORWARD_MAX_ATTEMPTS,
        limit: BATCH,
      });
      for (const s of batch) {
        try {
          await this.forwarder.forward({ formId: s.formId, fields: s.fields });
          await submissions.markForwarded(this.db, s.id, new Date(this.clock.now()));
        } catch (err) {
          await submissions.recordForwardFailure(this.db, s.id, err instanceof Error ? err.message : String(err));
          this.onError(err);
        }
      }
      if (batch.length < BATCH) return;
    }
  }
}
