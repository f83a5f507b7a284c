import type { Executor } from '@stagepass/db/client';
import type { RegistrationDraft } from '@stagepass/contract/accounts/registration-draft';
import * as codes from './account-codes-repository';
import { hashToken } from './session-token';

/**
 * create_user makes an account only for someone shown to read the draft's email. Today the proof is
 * the registration token a claimed regemail link hands out (claim_code, REGISTRATION): it must be
 * live, issued for this very address, and it is used up here, inside create_user's transaction, so a
 * registration that fails (username taken) leaves it usable. A social sign-in proof, when added,
 * belongs here too. Returns false when no proof holds.
 */
export async function verifyEmailProof(tx: Executor, draft: RegistrationDraft, now: number): Promise<boolean> {
  if (!draft.registration_token) return false;
  const row = await codes.consume(tx, 'REGISTRATION_TOKEN', hashToken(draft.registration_token), new Date(now));
  return row !== null && row.email === draft.email.toLowerCase();
}
