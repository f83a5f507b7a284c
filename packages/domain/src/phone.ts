// Phone verification and the business-review lookup: rules and texts of spec 000 §3, §4, §5, §8.

/** spec 000 §3: a code goes out by text message or by a voice call. */
export const PHONE_VERIFY_METHODS = ['sms', 'call'] as const;
export type PhoneVerifyMethod = (typeof PHONE_VERIFY_METHODS)[number];

/** Codes we send are 6 digits (inside the 5 to 15 characters spec 000 §5 accepts). */
export const PHONE_CODE_LENGTH = 6;
/** A code works for 10 minutes, and for at most 5 guesses. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** At most this many codes to one number per hour, so the form cannot be used to spam a phone. */
export const PHONE_SENDS_PER_HOUR = 5;
/** The business-review lookup needs the number verified within this window. */
export const PHONE_VERIFIED_FOR_LOOKUP_MS = 30 * 60 * 1000;

/** Only the last four digits, so a message about a number does not repeat it whole. */
export function maskPhone(e164: string): string {
  return e164.length > 4 ? `${'•'.repeat(Math.max(0, e164.length - 5))}${e164.slice(-4)}` : e164;
}

export function phoneCodeSentMessage(method: PhoneVerifyMethod, e164: string): string {
  return method === 'call'
    ? `We are calling ${maskPhone(e164)} with your verification code.`
    : `A verification code was sent to ${maskPhone(e164)}.`;
}

export function phoneCodeText(code: string): string {
  return `Your Stagepass verification code is ${code}. It expires in 10 minutes.`;
}

/** Read digit by digit on a voice call. */
export function phoneCodeSpeech(code: string): string {
  return `Your Stagepass verification code is ${code.split('').join(', ')}. Again: ${code.split('').join(', ')}.`;
}

export const PHONE_VERIFIED = 'Your phone number has been verified.';
export const PHONE_CODE_WRONG = 'That verification code is not correct. Please check it and try again.';
export const PHONE_CODE_EXPIRED = 'That verification code has expired. Please send a new code.';
export const PHONE_CODE_UNKNOWN = 'That verification code was not requested for this number. Please send a new code.';
export const PHONE_CODE_USED = 'That verification code has already been used. Please send a new code.';
export const PHONE_CODE_ATTEMPTS = 'Too many wrong codes. Please send a new code and try again.';
export const PHONE_CODE_LENGTH_MESSAGE = 'Verification codes are 5 to 15 characters long.';
export const PHONE_TOO_MANY_SENDS = 'Too many codes were sent to this number. Please wait an hour and try again.';
export const PHONE_SEND_FAILED = 'We could not send a code to this number. Please check it and try again.';

/** spec 000 §4 / §8: the business-review lookup, and setting a member's number, come after the code step. */
export const PHONE_NOT_VERIFIED = 'Please verify this phone number first.';

/** spec 000 §8: the lookup failure message; the client adds its hint and moves to noYelpData. */
export const BUSINESS_NOT_FOUND =
  'We could not find a business with this phone number on the review service. Check that the phone number is the one on your business page, or verify with LinkedIn instead.';
export const BUSINESS_LOOKUP_FAILED = 'The business review service is not answering right now. Please try again later.';
