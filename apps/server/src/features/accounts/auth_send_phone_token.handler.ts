import {
  PHONE_CODE_TTL_MS,
  PHONE_SENDS_PER_HOUR,
  PHONE_TOO_MANY_SENDS,
  phoneCodeSentMessage,
  phoneCodeSpeech,
  phoneCodeText,
} from '@stagepass/domain/phone';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { hashPhoneCode, newPhoneCode, newSrvSid, phoneOrThrow } from './phone';
import * as verifications from './phone-repository';

const HOUR_MS = 60 * 60 * 1000;

export const auth_send_phone_token: Handler<'auth_send_phone_token'> = async ({ ctx, input }) => {
  const phone = phoneOrThrow(input.phone);
  const now = ctx.clock.now();
  const srvSid = newSrvSid();
  const code = newPhoneCode();
  await ctx.db.transaction(async (tx) => {
    // Each send costs money and rings someone's phone: a few an hour per number.
    if ((await verifications.countSentSince(tx, phone, new Date(now - HOUR_MS))) >= PHONE_SENDS_PER_HOUR)
      throw AppError.tooManyRequests(PHONE_TOO_MANY_SENDS, HOUR_MS / 1000, 'phone');
    await verifications.insert(tx, {
      srvSid,
      phone,
      method: input.method,
      codeHash: hashPhoneCode(srvSid, code),
      memberId: ctx.member?.id ?? null,
      createdAt: new Date(now),
      expiresAt: new Date(now + PHONE_CODE_TTL_MS),
    });
    await ctx.sms.queue(tx, {
      to: phone,
      method: input.method,
      text: input.method === 'call' ? phoneCodeSpeech(code) : phoneCodeText(code),
    });
  });
  ctx.sms.kick();
  return { message: phoneCodeSentMessage(input.method, phone), srv_sid: srvSid };
};
