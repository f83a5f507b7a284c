import {
  ACCOUNT_DEACTIVATED,
  INVALID_CREDENTIALS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCKED,
  LOGIN_MAX_FAILURES,
} from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { verifyPassword } from './passwords';
import { openSession } from './sessions';

export const login: Handler<'login'> = async ({ ctx, input }) => {
  const email = input.username.toLowerCase();
  const now = ctx.clock.now();
  // Lock the account, not the IP: 10 failures in 15 minutes stop guessing even from many addresses.
  const failures = await accounts.countLoginFailures(ctx.db, email, new Date(now - LOGIN_FAILURE_WINDOW_MS));
  if (failures >= LOGIN_MAX_FAILURES) throw new AppError('TOO_MANY_REQUESTS', LOGIN_LOCKED);

  const member = await accounts.findByEmail(ctx.db, email);
  const valid = await verifyPassword(member?.passwordHash ?? null, input.password);
  if (!member || !valid) {
    await accounts.recordLoginFailure(ctx.db, email, new Date(now));
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  // spec 000 §4: the client offers reactivation when the server flags the account as deactivated.
  if (!member.active) throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED);

  const session = await ctx.db.transaction(async (tx) => {
    await accounts.clearLoginFailures(tx, email);
    return openSession(tx, member.id, now);
  });
  return { session, user: accounts.toSessionUser(member), active: member.active };
};
