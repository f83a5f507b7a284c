import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKED, LOGIN_MAX_FAILURES } from '@stagepass/domain/accounts';
import type { Executor } from '@stagepass/db/client';
import { checkUnderLockout, type FailureLog } from '../../security/lockout';
import * as accounts from './accounts-repository';

/**
 * The sign-in failures log (login_failures): by account email, and under keys no email can have for the other
 * secrets checked under a lockout (an event's manager password, a private event's password).
 */
export const FAILURES_BY_KEY: FailureLog = {
  record: accounts.recordLoginFailure,
  count: accounts.countLoginFailures,
  remove: accounts.deleteLoginFailure,
  prune: accounts.pruneLoginFailures,
};

/**
 * The sign-in lockout (10 failures for one account from one address in 15 minutes, then 429 for that address;
 * security/lockout.ts), for every check of a password: sign-in and the current password in Settings. `source` is
 * the caller's address.
 */
export function checkPasswordUnderLockout(
  db: Executor,
  email: string,
  source: string,
  now: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const rule = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS, message: LOGIN_LOCKED };
  return checkUnderLockout(db, FAILURES_BY_KEY, rule, { key: email, source }, now, check);
}
