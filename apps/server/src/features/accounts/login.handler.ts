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
  // 10 failures for the account from one address in 15 minutes refuse that address; other addresses are still checked,
  // and past 100 failures from all addresses only those that have not failed (security/lockout.ts).
  const member = await accounts.findByEmail(ctx.db, email);
  const valid = await checkPasswordUnderLockout(ctx.db, email, ctx.ip, now, () =>
    verifyPassword(member?.passwordHash ?? null, input.password),
  );
  if (!member || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  // spec 000 §4: the client offers reactivation when the server flags the account as deactivated.
  if (!member.active) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED);

  const session = await ctx.db.transaction(async (tx) => {
    // The member's own address is cleared; a guesser's failures elsewhere still count.
    await accounts.clearLoginFailures(tx, email, ctx.ip);
    return openSession(tx, member.id, now);
  });
  return { session, user: accounts.toSessionUser(member), active: member.active };
};
