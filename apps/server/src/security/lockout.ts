import type { Executor } from '@stagepass/db/client';
import { AppError } from '../rpc/app-error';

/** Failures counted since a moment: how many, and when the oldest of them was. */
export interface FailureCount {
  n: number;
  oldest: Date | null;
}

/**
 * Where a lockout keeps its failed attempts (login failures by email, PIN failures by agency username), each with
 * the address it came from.
 */
export interface FailureLog {
  record(db: Executor, key: string, source: string, at: Date): Promise<number>;
  /** The failures for `key` after `since`: from `source` alone, or from every source (null). */
  count(db: Executor, key: string, source: string | null, since: Date): Promise<FailureCount>;
  remove(db: Executor, id: number): Promise<void>;
  /** Deletes every key's failures at or before `before`: they no longer count. */
  prune(db: Executor, before: Date): Promise<void>;
}

export interface LockoutRule {
  /** Failures one source may make for one key in the window. */
  max: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
}

/**
 * Failures for one key from every source together, as a multiple of `max`, past which a source that has already
 * failed on that key is refused at once: a guesser spread over many addresses gets one guess from each, while
 * anyone trying from an address that has not failed (the rightful party, on their own network) is still checked.
 */
export const SPREAD_FACTOR = 10;

/** Who is guessing: the key guessed at (an account, an event, an agency) and the address the attempt came from. */
export interface Attempt {
  key: string;
  source: string;
}

/**
 * Runs `check` (a password or PIN) under a lockout that slows a guesser without locking out the rightful party:
 * - more than `max` failures for the key from one source in `windowMs` refuse that source (429 with Retry-After,
 *   until its oldest counted failure is out of the window); other sources are not affected;
 * - past SPREAD_FACTOR × `max` failures from all sources, a source that has failed before is refused too.
 *
 * The attempt is counted as a failure before the check and taken back only when it succeeds, so guesses sent all at
 * once cannot all see fewer failures than the limit: at most `max` are ever checked from one source. An attempt
 * refused for the lockout is not kept, so the lock ends on time even while someone keeps trying.
 *
 * The failures live in the database (login_failures, agency_pin_failures), so the lockout holds across every API
 * server; `now` is the injected clock's. Failures older than the window are pruned at each check.
 */
export async function checkUnderLockout(
  db: Executor,
  log: FailureLog,
  rule: LockoutRule,
  attempt: Attempt,
  now: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const since = new Date(now - rule.windowMs);
  await log.prune(db, since);
  const id = await log.record(db, attempt.key, attempt.source, new Date(now));
  const fromSource = await log.count(db, attempt.key, attempt.source, since);
  const spread =
    fromSource.n > 1 && fromSource.n <= rule.max ? await log.count(db, attempt.key, null, since) : { n: 0 };
  if (fromSource.n > rule.max || spread.n > rule.max * SPREAD_FACTOR) {
    await log.remove(db, id);
    throw AppError.tooManyRequests(rule.message, retryAfterSeconds(fromSource.oldest, rule.windowMs, now));
  }
  const valid = await check();
  if (valid) await log.remove(db, id);
  return valid;
}

/** Seconds until the oldest counted failure leaves the window (at least 1). */
function retryAfterSeconds(oldest: Date | null, windowMs: number, now: number): number {
  const until = (oldest?.getTime() ?? now) + windowMs;
  return Math.max(1, Math.ceil((until - now) / 1000));
}
