import { CHECK_YOUR_EMAIL } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import * as accounts from './accounts-repository';
import { codeLink, issueCode, maySendCode } from './account-codes';
import { reactivateEmail } from './emails';

// spec 000 §4: confirm, then the reactivation email, then 'Check your email'. Active or unknown
// addresses get the same answer and no email.
export const reactivate_account: Handler<'reactivate_account'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const sent = await ctx.db.transaction(async (tx) => {
    const member = await accounts.findByEmail(tx, input.email);
    if (!member || member.active || !(await maySendCode(tx, 'REACTIVATE_ACCT', member.email, now))) return false;
    const code = await issueCode(tx, { type: 'REACTIVATE_ACCT', memberId: member.id, email: member.email, now });
    await ctx.mailer.queue(tx, reactivateEmail(member, codeLink(ctx.config.PUBLIC_URL, 'REACTIVATE_ACCT', code)));
    return true;
  });
  if (sent) ctx.mailer.kick();
  return { success: true, message: CHECK_YOUR_EMAIL };
};
