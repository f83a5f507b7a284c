import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKED, LOGIN_MAX_FAILURES } from '@stagepass/domain/accounts';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';

/**
 * The sign-in lockout (issue #3 security: 10 failures for one account in 15 minutes, then 429), for every
 * check of a password: sign-in and the current password in Settings.
 *
 * The attempt is counted as a failure before the password is checked, and taken back only if the password
 * is right. So guesses sent all at once cannot all see fewer than 10 failures: at most 10 are ever checked.
 * An attempt refused for the lockout is not kept, so the lock ends 15 minutes after the 10th failure even
 * while someone keeps trying.
 */
export async function checkPasswordUnderLockout(
  db: Executor,
  email: string,
  now: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await accounts.recordLoginFailure(db, email, new Date(now));
  const failures = await accounts.countLoginFailures(db, email, new Date(now - LOGIN_FAILURE_WINDOW_MS));
  if (failures > LOGIN_MAX_FAILURES) {
    await accounts.deleteLoginFailure(db, attempt);
    throw new AppError('TOO_MANY_REQUESTS', LOGIN_LOCKED);
  }
  const valid = await check();
  if (valid) await accounts.deleteLoginFailure(db, attempt);
  return valid;
}
