import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { INVALID_PHONE_NUMBER, normalizePhone } from '@stagepass/domain/phone-numbers';
import { PHONE_CODE_LENGTH } from '@stagepass/domain/phone';
import { AppError } from '../../rpc/app-error';

/** The number in E.164, or 400 'Invalid Phone Number' (spec 000 §5). */
export function phoneOrThrow(input: string, field = 'phone'): string {
  const phone = normalizePhone(input);
  if (!phone) throw new AppError('INVALID_INPUT', INVALID_PHONE_NUMBER, field);
  return phone;
}

/** Six random digits, leading zeros kept. */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

/** The public handle of one verification, Twilio-style ('VE' + 32 hex). */
export function newSrvSid(): string {
  return `VE${randomBytes(16).toString('hex')}`;
}

/** Codes are hashed with their srv_sid, so equal codes of two sends never share a hash. */
export function hashPhoneCode(srvSid: string, code: string): string {
  return createHash('sha256').update(`${srvSid}:${code}`).digest('hex');
}

export function codeMatches(srvSid: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashPhoneCode(srvSid, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
