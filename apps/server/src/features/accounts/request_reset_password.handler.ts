import { TransactionRollbackError } from 'drizzle-orm';
import { CHECK_YOUR_EMAIL } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import * as accounts from './accounts-repository';
import { codeLink, issueCode, maySendCode } from './account-codes';
import { resetPasswordEmail } from './emails';

// spec 000 §4: 'Check your email' whether or not the account exists; only an account gets a link.
// Issue 16: an unknown email goes through the same writes (the code, the queued mail) and then takes them back, so
// neither the answer nor its time tells whether the address has an account.
export const request_reset_password: Handler<'request_reset_password'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  await ctx.db
    .transaction(async (tx) => {
      const member = await accounts.findByEmail(tx, input.email);
      const to = member ?? { email: input.email, name: '' };
      if (!(await maySendCode(tx, 'CHG_PASSWD', to.email, now))) return;
      const code = await issueCode(tx, { type: 'CHG_PASSWD', memberId: member?.id ?? null, email: to.email, now });
      await ctx.mailer.queue(tx, resetPasswordEmail(to, codeLink(ctx.config.PUBLIC_URL, 'CHG_PASSWD', code)));
      if (!member) tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  // Kicked either way: a round that finds nothing to send costs about what one that sends a mail does.
  ctx.mailer.kick();
  return { success: true, message: CHECK_YOUR_EMAIL };
};
