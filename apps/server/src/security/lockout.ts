import type { Executor } from '@stagepass/db/client';
import { AppError } from '../rpc/app-error';

/** Where a lockout keeps its failed attempts (login failures by email, PIN failures by agency username). */
export interface FailureLog {
  record(db: Executor, key: string, at: Date): Promise<number>;
  count(db: Executor, key: string, since: Date): Promise<number>;
  remove(db: Executor, id: number): Promise<void>;
  /** Deletes every key's failures at or before `before`: they no longer count. */
  prune(db: Executor, before: Date): Promise<void>;
}

export interface LockoutRule {
  max: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
}

/**
 * Runs `check` (a password or PIN) under a lockout: more than `max` failures for `key` in `windowMs` answer
 * 429. The attempt is counted as a failure before the check and taken back only when it succeeds, so guesses
 * sent all at once cannot all see fewer failures than the limit: at most `max` are ever checked. An attempt
 * refused for the lockout is not kept, so the lock ends on time even while someone keeps trying.
 *
 * The failures live in the database (login_failures, agency_pin_failures), so the lockout holds across every
 * API server; `now` is the injected clock's. Failures older than the window are pruned at each check.
 */
export async function checkUnderLockout(
  db: Executor,
  log: FailureLog,
  rule: LockoutRule,
  key: string,
  now: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const since = new Date(now - rule.windowMs);
  await log.prune(db, since);
  const attempt = await log.record(db, key, new Date(now));
  if ((await log.count(db, key, since)) > rule.max) {
    await log.remove(db, attempt);
    throw new AppError('TOO_MANY_REQUESTS', rule.message);
  }
  const valid = await check();
  if (valid) await log.remove(db, attempt);
  return valid;
}
