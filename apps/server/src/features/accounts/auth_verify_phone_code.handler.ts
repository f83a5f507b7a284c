import {
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_EXPIRED,
  PHONE_CODE_LENGTH_MESSAGE,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_UNKNOWN,
  PHONE_CODE_USED,
  PHONE_CODE_WRONG,
  PHONE_VERIFIED,
} from '@stagepass/domain/phone';
import { isVerifyCodeLength } from '@stagepass/domain/validators';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as accounts from './accounts-repository';
import { codeMatches, phoneOrThrow } from './phone';
import * as verifications from './phone-repository';

export const auth_verify_phone_code: Handler<'auth_verify_phone_code'> = async ({ ctx, input }) => {
  const phone = phoneOrThrow(input.phone);
  // spec 000 §5: verify codes are 5 to 15 characters.
  if (!isVerifyCodeLength(input.code)) throw new AppError('INVALID_INPUT', PHONE_CODE_LENGTH_MESSAGE, 'code');
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    // Locked, so two guesses at once count as two and only one can succeed.
    const row = await verifications.findForUpdate(tx, input.srv_sid);
    if (!row || row.phone !== phone) throw new AppError('INVALID_INPUT', PHONE_CODE_UNKNOWN, 'srv_sid');
    if (row.verifiedAt) throw new AppError('INVALID_INPUT', PHONE_CODE_USED, 'code');
    if (row.expiresAt.getTime() <= now) throw new AppError('INVALID_INPUT', PHONE_CODE_EXPIRED, 'code');
    // The code is spent: a new one can be asked for once this one's time is up, if not before.
    if (row.attempts >= PHONE_CODE_MAX_ATTEMPTS)
      throw AppError.tooManyRequests(PHONE_CODE_ATTEMPTS, (row.expiresAt.getTime() - now) / 1000, 'code');
    if (!codeMatches(row.srvSid, input.code, row.codeHash)) {
      // Returned, not thrown: the counted attempt must commit.
      await verifications.countAttempt(tx, row.id);
      return 'wrong' as const;
    }
    await verifications.markVerified(tx, row.id, new Date(now));
    // Signed in: the verified number becomes the member's phone.
    if (ctx.member) await accounts.update(tx, ctx.member.id, { phone });
    return 'verified' as const;
  });
  if (outcome === 'wrong') throw new AppError('INVALID_INPUT', PHONE_CODE_WRONG, 'code');
  return { message: PHONE_VERIFIED, phone };
};
