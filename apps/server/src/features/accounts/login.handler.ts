import { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { checkPasswordUnderLockout } from './password-attempts';
import { verifyPassword } from './passwords';
import { openSession } from './sessions';

export const login: Handler<'login'> = async ({ ctx, input }) => {
  const email = input.username.toLowerCase();
  const now = ctx.clock.now();
  // Lock the account, not the IP: 10 failures in 15 minutes stop guessing even from many addresses.
  const member = await accounts.findByEmail(ctx.db, email);
  const valid = await checkPasswordUnderLockout(ctx.db, email, now, () =>
    verifyPassword(member?.passwordHash ?? null, input.password),
  );
  if (!member || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  // spec 000 §4: the client offers reactivation when the server flags the account as deactivated.
  if (!member.active) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED);

  const session = await ctx.db.transaction(async (tx) => {
    await accounts.clearLoginFailures(tx, email);
    return openSession(tx, member.id, now);
  });
  return { session, user: accounts.toSessionUser(member), active: member.active };
};
