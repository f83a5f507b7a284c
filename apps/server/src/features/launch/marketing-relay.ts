import type { Database } from '@stagepass/db/client';
import type { Clock } from '../../adapters/clock';
import type { MarketingForwarder } from '../../adapters/marketing/forwarder';
import { CLAIM_LEASE_MS, retryDelayMs } from '../../jobs/retry';
import { Round } from '../../jobs/round';
import * as submissions from './launch-repository';

/** Attempts per submission (the last attempt is the sixth, 12 hours after the fifth). */
export const FORWARD_MAX_ATTEMPTS = 6;

/**
 * Forwards stored marketing submissions to the marketing tool, after the submission is committed, so
 * the visitor never waits on the tool and a failing tool loses nothing: each failure is recorded on
 * the row (last_error) and retried with backoff on a later round of the `marketing-forward` job. With
 * the sandbox forwarder nothing is forwarded: the submissions stay stored only.
 */
export class MarketingRelay extends Round {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly forwarder: MarketingForwarder,
    onError?: (err: unknown) => void,
  ) {
    super('marketing-forward', onError);
  }

  override get enabled(): boolean {
    return this.forwarder.kind !== 'sandbox';
  }

  /**
   * Forwards every submission that is due, one claim at a time: a claim holds the submission for
   * CLAIM_LEASE_MS while the tool answers, and a failure sets its retry time.
   */
  async flush(): Promise<void> {
    if (!this.enabled) return;
    for (;;) {
      const now = this.clock.now();
      const [s] = await submissions.claimDue(this.db, {
        now: new Date(now),
        retryAt: () => new Date(now + CLAIM_LEASE_MS),
        maxAttempts: FORWARD_MAX_ATTEMPTS,
        limit: 1,
      });
      if (!s) return;
      try {
        await this.forwarder.forward({ formId: s.formId, fields: s.fields });
        await submissions.markForwarded(this.db, s.id, new Date(this.clock.now()));
      } catch (err) {
        const retryAt = new Date(this.clock.now() + retryDelayMs(s.forwardAttempts));
        await submissions.recordForwardFailure(
          this.db,
          s.id,
          err instanceof Error ? err.message : String(err),
          retryAt,
        );
        this.onError(err);
      }
    }
  }
}
