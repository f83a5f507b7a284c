import {
  BUSINESS_LOOKUP_FAILED,
  BUSINESS_NOT_FOUND,
  PHONE_NOT_VERIFIED,
  PHONE_VERIFIED_FOR_LOOKUP_MS,
} from '@stagepass/domain/phone';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { phoneOrThrow } from './phone';
import * as verifications from './phone-repository';

// spec 000 §4: the lookup is the step after the code. Requiring a fresh verification keeps the
// review service's quota for businesses proving their own number, not for anyone's lookups.
export const get_yelp_data: Handler<'get_yelp_data'> = async ({ ctx, input }) => {
  const phone = phoneOrThrow(input.phone);
  const now = ctx.clock.now();
  const verified = await verifications.findVerifiedSince(ctx.db, phone, new Date(now - PHONE_VERIFIED_FOR_LOOKUP_MS));
  if (!verified) throw new AppError('FORBIDDEN', PHONE_NOT_VERIFIED, 'phone');
  let found;
  try {
    found = await ctx.businessDirectory.findByPhone(phone);
  } catch (err) {
    ctx.log.warn({ err }, 'business directory lookup failed');
    throw new AppError('SERVICE_UNAVAILABLE', BUSINESS_LOOKUP_FAILED);
  }
  const business = found[0];
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND, 'phone');
  return { business };
};
