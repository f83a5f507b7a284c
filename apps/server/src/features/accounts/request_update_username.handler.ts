import { CHECK_YOUR_EMAIL, EMAIL_TAKEN, EMAIL_UNCHANGED } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { codeLink, issueCode, maySendCode } from './account-codes';
import { changeEmailEmail } from './emails';

// spec 000 §7: the sign-in email changes once the link sent to the new address is claimed.
export const request_update_username: Handler<'request_update_username'> = async ({ ctx, input }) => {
  const { member } = ctx;
  const newEmail = input.new_email;
  const now = ctx.clock.now();
  if (newEmail === member.email.toLowerCase()) throw new AppError('INVALID_INPUT', EMAIL_UNCHANGED, 'new_email');
  const sent = await ctx.db.transaction(async (tx) => {
    if (await accounts.emailTaken(tx, newEmail)) throw new AppError('CONFLICT', EMAIL_TAKEN, 'new_email');
    if (!(await maySendCode(tx, 'CHG_EMAIL', newEmail, now))) return false;
    const code = await issueCode(tx, {
      type: 'CHG_EMAIL',
      memberId: member.id,
      email: newEmail,
      payload: { email: newEmail },
      now,
    });
    await ctx.mailer.queue(tx, changeEmailEmail(member, newEmail, codeLink(ctx.config.PUBLIC_URL, 'CHG_EMAIL', code)));
    return true;
  });
  if (sent) ctx.mailer.kick();
  return { success: true, message: CHECK_YOUR_EMAIL };
};
