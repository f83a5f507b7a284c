import { USERNAME_TAKEN } from '@stagepass/domain/accounts';
import type { Database } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';

/**
 * Gives a member a username no one else has, whatever its case (a member may change the case of
 * their own). The unique index on lower(username) settles a race; the loser gets the same 409.
 */
export async function saveUsername(
  db: Database,
  memberId: number,
  username: string,
  field: string,
): Promise<accounts.Member> {
  try {
    return await db.transaction(async (tx) => {
      if (await accounts.usernameTaken(tx, username, memberId)) throw new AppError('CONFLICT', USERNAME_TAKEN, field);
      return accounts.update(tx, memberId, { username });
    });
  } catch (err) {
    if (accounts.isUniqueViolation(err)) throw new AppError('CONFLICT', USERNAME_TAKEN, field);
    throw err;
  }
}
