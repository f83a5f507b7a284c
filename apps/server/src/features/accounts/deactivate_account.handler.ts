import { ACCOUNT_DEACTIVATED_DONE } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import * as accounts from './accounts-repository';

// Issue #3 security: deactivation ends every session; login then answers ACCOUNT_DEACTIVATED (spec 000 §4).
export const deactivate_account: Handler<'deactivate_account'> = async ({ ctx }) => {
  await ctx.db.transaction(async (tx) => {
    await accounts.update(tx, ctx.member.id, { active: false });
    await accounts.deleteOtherSessions(tx, ctx.member.id, null);
  });
  return { success: true, message: ACCOUNT_DEACTIVATED_DONE };
};
