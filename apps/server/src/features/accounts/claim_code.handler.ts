import { CLAIM_MESSAGES, CODE_INVALID, REGISTERED_USER } from '@stagepass/domain/account-codes';
import { ACCOUNT_EXISTS, EMAIL_TAKEN } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { checkCode, consumeCode, invalidateCodes, issueCode } from './account-codes';
import { emailChangedNotice } from './emails';
import { claimRecommendCode } from '../reviews/claims';

// spec 000 §2.8, §7. Every path that changes something runs in one transaction with the claim, so a
// failure leaves the code usable.
export const claim_code: Handler<'claim_code'> = async ({ ctx, input }) => {
  const { type, code } = input;
  const now = ctx.clock.now();
  const ok = { success: true, message: CLAIM_MESSAGES[type], type } as const;

  switch (type) {
    case 'RECOMMEND':
      return claimRecommendCode(ctx, code);

    case 'REGISTRATION':
      return ctx.db.transaction(async (tx) => {
        const row = await consumeCode(tx, 'REGISTRATION', code, now);
        const email = row.email ?? '';
        if (await accounts.emailTaken(tx, email))
          return { success: false, message: ACCOUNT_EXISTS, type: REGISTERED_USER };
        // The link proved the address; the token carries that proof to create_user.
        const registration_token = await issueCode(tx, { type: 'REGISTRATION_TOKEN', memberId: null, email, now });
        return { ...ok, auth_user: { email, registration_token } };
      });

    case 'CHG_EMAIL':
      try {
        await ctx.db.transaction(async (tx) => {
          const row = await consumeCode(tx, 'CHG_EMAIL', code, now);
          const member = row.memberId === null ? null : await accounts.findById(tx, row.memberId);
          const newEmail = typeof row.payload?.email === 'string' ? row.payload.email : null;
          if (!member || !newEmail) throw new AppError('INVALID_INPUT', CODE_INVALID, 'code');
          if (await accounts.emailTaken(tx, newEmail)) throw new AppError('CONFLICT', EMAIL_TAKEN, 'code');
          await accounts.update(tx, member.id, { email: newEmail });
          // The sign-in name changed: every session ends, including any on this device.
          await accounts.deleteOtherSessions(tx, member.id, null);
          await invalidateCodes(tx, member.id, ['CHG_EMAIL', 'CHG_PASSWD', 'DELETE_ACCT', 'REACTIVATE_ACCT'], now);
          await ctx.mailer.queue(tx, emailChangedNotice(member, newEmail));
        });
      } catch (err) {
        // Someone registered the address between the request and the claim.
        if (accounts.isUniqueViolation(err)) throw new AppError('CONFLICT', EMAIL_TAKEN, 'code');
        throw err;
      }
      ctx.mailer.kick();
      return ok;

    case 'REACTIVATE_ACCT':
      await ctx.db.transaction(async (tx) => {
        const row = await consumeCode(tx, 'REACTIVATE_ACCT', code, now);
        const member = row.memberId === null ? null : await accounts.findById(tx, row.memberId);
        if (!member) throw new AppError('INVALID_INPUT', CODE_INVALID, 'code');
        await accounts.update(tx, member.id, { active: true });
      });
      return ok;

    case 'CHG_PASSWD':
    case 'DELETE_ACCT': {
      // Only checked: reset_password and delete_account use the code up once the member confirms.
      const row = await checkCode(ctx.db, type, code, now);
      if (row.memberId === null || !(await accounts.findById(ctx.db, row.memberId)))
        throw new AppError('INVALID_INPUT', CODE_INVALID, 'code');
      return ok;
    }
  }
};
