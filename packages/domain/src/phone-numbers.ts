// The international phone check of spec 000 §5, apart from the other validators because
// libphonenumber's metadata is large: pages that only check an email need not load it.

import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from './limits';

/** spec 000 §5 / §8: shown for any phone number the international check rejects. */
export const INVALID_PHONE_NUMBER = 'Invalid Phone Number';

/** spec 000 §5: international phone check; numbers without a country code are read as US. */
export function isValidPhone(s: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  try {
    return isValidPhoneNumber(s, defaultCountry);
  } catch {
    return false;
  }
}

/** The number in E.164 ('+12133734253'), so one phone is stored one way; null when invalid. */
export function normalizePhone(s: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(s, defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}
