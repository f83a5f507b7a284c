import { CHECK_YOUR_EMAIL } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import * as accounts from './accounts-repository';
import { codeLink, issueCode, maySendCode } from './account-codes';
import { resetPasswordEmail } from './emails';

// spec 000 §4: 'Check your email' whether or not the account exists; only an account gets a link.
export const request_reset_password: Handler<'request_reset_password'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const sent = await ctx.db.transaction(async (tx) => {
    const member = await accounts.findByEmail(tx, input.email);
    if (!member || !(await maySendCode(tx, 'CHG_PASSWD', member.email, now))) return false;
    const code = await issueCode(tx, { type: 'CHG_PASSWD', memberId: member.id, email: member.email, now });
    await ctx.mailer.queue(tx, resetPasswordEmail(member, codeLink(ctx.config.PUBLIC_URL, 'CHG_PASSWD', code)));
    return true;
  });
  if (sent) ctx.mailer.kick();
  return { success: true, message: CHECK_YOUR_EMAIL };
};
