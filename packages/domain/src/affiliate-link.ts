// The affiliate sign-up link (spec 001 §9 affiliate programme): apart from affiliate.ts, so the route table that
// reads a link's code does not bring the programme's texts and payout maths into every page's first load.

/** A code as typed, for comparing: trimmed, upper case. */
export function normalizeAffiliateCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The query parameter of a sign-up link that carries the referrer's code (/auth/register?affiliate_code=…). */
export const AFFILIATE_CODE_PARAM = 'affiliate_code';

/** The sign-up link an affiliate shares: /auth/register opens the sign-up with their code filled in. */
export function affiliateSignUpLink(origin: string, code: string): string {
  return `${origin}/auth/register?${AFFILIATE_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/** A code from a sign-up link, as the registration form keeps it; null for anything that cannot be one. */
export function affiliateCodeFromLink(value: string | null): string | null {
  const code = value === null ? '' : normalizeAffiliateCode(value);
  return /^[A-Z0-9]{2,32}$/.test(code) ? code : null;
}
