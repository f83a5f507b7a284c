import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKED, LOGIN_MAX_FAILURES } from '@stagepass/domain/accounts';
import type { Executor } from '@stagepass/db/client';
import { checkUnderLockout } from '../../security/lockout';
import * as accounts from './accounts-repository';

const LOGIN_FAILURES = {
  record: accounts.recordLoginFailure,
  count: accounts.countLoginFailures,
  remove: accounts.deleteLoginFailure,
  prune: accounts.pruneLoginFailures,
};

/**
 * The sign-in lockout (issue #3 security: 10 failures for one account in 15 minutes, then 429), for every
 * check of a password: sign-in and the current password in Settings (security/lockout.ts).
 */
export function checkPasswordUnderLockout(
  db: Executor,
  email: string,
  now: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const rule = { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS, message: LOGIN_LOCKED };
  return checkUnderLockout(db, LOGIN_FAILURES, rule, email, now, check);
}
