// The registration data saved between pages (spec 000 §2.8 'clears saved registration data').
//
// What spec 000 §3 names goes into its local storage keys through the session store: the confirmed
// or social email (auth-email), the provider (auth-social) and its token (auth-socialToken). The rest
// is ours and lives in sessionStorage, for this tab only:
// - the draft typed on /auth/register-page (never the password), so a LinkedIn round trip for
//   business or agency verification comes back to a filled form;
// - the registration token claim_code hands out for a confirmed email (create_user's proof);
// - the account type a verification unlocked, with its proof for create_user / social_media_register
//   (userData.verification): the LinkedIn proof token, or the verified business phone.

import type {
  AccountType,
  AccountVerificationProof,
  RegistrationDraft,
} from '@stagepass/contract/accounts/registration-draft';
import { useSessionStore } from '../../../store/session-store';

const DRAFT_KEY = 'registration-draft';
const TOKEN_KEY = 'registration-token';
const VERIFIED_KEY = 'registration-verified';

/** The draft fields that may be kept; the password never is. */
export type SavedDraft = Partial<Omit<RegistrationDraft, 'password' | 'registration_token' | 'email' | 'verification'>>;

/**
 * A business or agency verification (spec 000 §3), with what the server needs to check it: the
 * token get_linkedin_access_token answered with, or the number auth_verify_phone_code verified
 * (Business only).
 */
export type AccountVerification = {
  /** What the verification found (the LinkedIn name, or the business listing's name). */
  name: string | null;
} & (
  | { accType: Extract<AccountType, 'business' | 'agency'>; method: 'linkedin'; token: string }
  | { accType: Extract<AccountType, 'business'>; method: 'phone'; phone: string; srvSid: string }
);

function readJson<T>(key: string): T | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as T) : null;
  } catch {
    return null;
  }
}

export function loadDraft(): SavedDraft {
  return readJson<SavedDraft>(DRAFT_KEY) ?? {};
}

export function saveDraft(draft: SavedDraft): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function loadRegistrationToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function loadVerification(): AccountVerification | null {
  const v = readJson<Partial<Record<keyof AccountVerification | 'token' | 'phone' | 'srvSid', unknown>>>(VERIFIED_KEY);
  if (!v) return null;
  // A verification saved without its proof cannot convince the server: verify again.
  if (v.method === 'linkedin' && (v.accType === 'business' || v.accType === 'agency') && typeof v.token === 'string')
    return v as AccountVerification;
  if (v.method === 'phone' && v.accType === 'business' && typeof v.phone === 'string' && typeof v.srvSid === 'string')
    return v as AccountVerification;
  return null;
}

export function saveVerification(v: AccountVerification): void {
  sessionStorage.setItem(VERIFIED_KEY, JSON.stringify(v));
}

/** The server refused the verification (expired, spent): it is verified again from the cards. */
export function clearVerification(): void {
  sessionStorage.removeItem(VERIFIED_KEY);
}

/** userData.verification of create_user / social_media_register. */
export function verificationProof(v: AccountVerification): AccountVerificationProof {
  return v.method === 'linkedin'
    ? { method: 'linkedin', token: v.token }
    : { method: 'phone', phone: v.phone, srv_sid: v.srvSid };
}

/** Forgets everything a registration left behind: draft, proof and the email/social hand-off. */
export function clearRegistrationData(): void {
  for (const key of [DRAFT_KEY, TOKEN_KEY, VERIFIED_KEY]) sessionStorage.removeItem(key);
  useSessionStore.getState().setHandOff({ authEmail: null, authSocial: null, authSocialToken: null });
}

/** spec 000 §2.8 regemail: a confirmed email, stored locally, with the token that proves it. */
export function startEmailRegistration(email: string, registrationToken: string): void {
  clearRegistrationData();
  sessionStorage.setItem(TOKEN_KEY, registrationToken);
  useSessionStore.getState().setHandOff({ authEmail: email });
}

/** spec 000 §4: a social sign-in without an account stores email, provider and token locally. */
export function startSocialRegistration(email: string, provider: string, token: string, name: string | null): void {
  clearRegistrationData();
  if (name) saveDraft({ name });
  useSessionStore.getState().setHandOff({ authEmail: email, authSocial: provider, authSocialToken: token });
}
