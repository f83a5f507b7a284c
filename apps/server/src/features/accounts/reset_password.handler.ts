import { PASSWORD_RESET_DONE } from '@stagepass/domain/accounts';
import { CODE_INVALID } from '@stagepass/domain/account-codes';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { checkCode, consumeCode, invalidateCodes } from './account-codes';
import { passwordChangedNotice } from './emails';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';

export const reset_password: Handler<'reset_password'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  // Checked before the slow hash so a dead link is told at once; used up below, in the write.
  const code = await checkCode(ctx.db, 'CHG_PASSWD', input.code, now);
  const known = code.memberId === null ? null : await accounts.findById(ctx.db, code.memberId);
  if (!known) throw new AppError('INVALID_INPUT', CODE_INVALID, 'code');
  assertAcceptablePassword(input.new_password, 'new_password', [known.email, known.name, known.username]);
  const passwordHash = await hashPassword(input.new_password);

  await ctx.db.transaction(async (tx) => {
    const row = await consumeCode(tx, 'CHG_PASSWD', input.code, now);
    const member = row.memberId === null ? null : await accounts.findById(tx, row.memberId);
    if (!member) throw new AppError('INVALID_INPUT', CODE_INVALID, 'code');
    await accounts.update(tx, member.id, { passwordHash });
    // Whoever knew the old password is signed out everywhere, and the lockout starts afresh.
    await accounts.deleteOtherSessions(tx, member.id, null);
    await accounts.clearLoginFailures(tx, member.email);
    await invalidateCodes(tx, member.id, ['CHG_PASSWD'], now);
    await ctx.mailer.queue(tx, passwordChangedNotice(member));
  });
  ctx.mailer.kick();
  return { success: true, message: PASSWORD_RESET_DONE };
};
