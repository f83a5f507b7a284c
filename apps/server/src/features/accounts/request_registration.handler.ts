import { CONFIRM_YOUR_EMAIL } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { codeLink, issueCode, maySendCode } from './account-codes';
import { registrationEmail } from './emails';

// spec 000 §4: the link goes out whether or not the address has an account, so the answer tells
// nothing; claiming it reports REGISTERED_USER for an existing account.
export const request_registration: Handler<'request_registration'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const sent = await ctx.db.transaction(async (tx) => {
    if (!(await maySendCode(tx, 'REGISTRATION', input.email, now))) return false;
    const code = await issueCode(tx, { type: 'REGISTRATION', memberId: null, email: input.email, now });
    await ctx.mailer.queue(tx, registrationEmail(input.email, codeLink(ctx.config.PUBLIC_URL, 'REGISTRATION', code)));
    return true;
  });
  if (sent) ctx.mailer.kick();
  return { success: true, message: CONFIRM_YOUR_EMAIL };
};
