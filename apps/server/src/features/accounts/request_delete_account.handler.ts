import { CHECK_YOUR_EMAIL } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { codeLink, issueCode, maySendCode } from './account-codes';
import { deleteAccountEmail } from './emails';

export const request_delete_account: Handler<'request_delete_account'> = async ({ ctx }) => {
  const { member } = ctx;
  const now = ctx.clock.now();
  const sent = await ctx.db.transaction(async (tx) => {
    if (!(await maySendCode(tx, 'DELETE_ACCT', member.email, now))) return false;
    const code = await issueCode(tx, { type: 'DELETE_ACCT', memberId: member.id, email: member.email, now });
    await ctx.mailer.queue(tx, deleteAccountEmail(member, codeLink(ctx.config.PUBLIC_URL, 'DELETE_ACCT', code)));
    return true;
  });
  if (sent) ctx.mailer.kick();
  return { success: true, message: CHECK_YOUR_EMAIL };
};
