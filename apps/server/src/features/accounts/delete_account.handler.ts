import { ACCOUNT_DELETED } from '@stagepass/domain/accounts';
import { CODE_INVALID } from '@stagepass/domain/account-codes';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { consumeCode, invalidateCodes } from './account-codes';
import { accountDeletedNotice } from './emails';

// Public: the emailed link may be opened signed out. The code, not a session, proves the request.
export const delete_account: Handler<'delete_account'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await consumeCode(tx, 'DELETE_ACCT', input.code, now);
    const member = row.memberId === null ? null : await accounts.findById(tx, row.memberId);
    if (!member) throw new AppError('INVALID_INPUT', CODE_INVALID, 'code');
    await accounts.softDelete(tx, member.id, new Date(now));
    await accounts.deleteOtherSessions(tx, member.id, null);
    await accounts.clearLoginFailures(tx, member.email);
    await invalidateCodes(
      tx,
      member.id,
      ['CHG_PASSWD', 'CHG_EMAIL', 'REACTIVATE_ACCT', 'DELETE_ACCT', 'RECOMMEND'],
      now,
    );
    // Sent to the address the account had, captured before it was cleared.
    await ctx.mailer.queue(tx, accountDeletedNotice(member));
  });
  ctx.mailer.kick();
  return { success: true, message: ACCOUNT_DELETED };
};
