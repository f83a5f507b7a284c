import type { RegistrationDraft } from '@stagepass/contract/accounts/registration-draft';
import type { Executor } from '@stagepass/db/client';
import {
  AGENCY_NEEDS_LINKEDIN,
  BUSINESS_PHONE_VERIFICATION_EXPIRED,
  accountTypeNotVerifiedMessage,
  accountTypeVerificationExpiredMessage,
} from '@stagepass/domain/accounts';
import { BUSINESS_LOOKUP_FAILED, BUSINESS_NOT_FOUND, PHONE_VERIFIED_FOR_LOOKUP_MS } from '@stagepass/domain/phone';
import { INVALID_PHONE_NUMBER, normalizePhone } from '@stagepass/domain/phone-numbers';
import { AppError } from '../../rpc/app-error';
import type { BaseContext } from '../../rpc/context';
import * as phones from './phone-repository';
import { hashToken } from './session-token';
import * as social from './social-repository';

/** The field every refusal names. */
export const VERIFICATION_FIELD = 'userData.verification';

type ProofAdapters = Pick<BaseContext, 'businessDirectory' | 'log'>;

/** What the proof showed, to record once the member exists. */
export interface VerifiedAccountType {
  /**
   * Called inside the same transaction right after the member row is inserted (and, for
   * social_media_register, after the sign-in identity is linked). A LinkedIn proof or phone verification is
   * spent here; a LinkedIn identity is also linked to the new member, with Social Login off, when that fits.
   * `registeredProofId`: the social proof the registration itself spends; the same proof is not
   * spent twice.
   */
  attach(memberId: number, opts?: { registeredProofId?: number }): Promise<void>;
}

const NOTHING_TO_ATTACH: VerifiedAccountType = { attach: async () => {} };

/**
 * spec 000 §3 / §6: Business and Agency accounts verify through the professional network (a live
 * LinkedIn proof from get_linkedin_access_token), and Business may instead verify by phone (a number
 * this browser verified in the last 30 minutes, named by the srv_sid of that verification, and listed on
 * the business-review service). The server never
 * trusts the client's account type: create_user and social_media_register both call this inside
 * their transaction, before inserting the member. Fan and Specialist need nothing. Refusals are 400
 * on userData.verification.
 */
export async function verifyAccountType(
  tx: Executor,
  adapters: ProofAdapters,
  draft: Pick<RegistrationDraft, 'accType' | 'verification'>,
  now: number,
): Promise<VerifiedAccountType> {
  const { accType, verification } = draft;
  if (accType !== 'business' && accType !== 'agency') return NOTHING_TO_ATTACH;
  if (!verification) throw refuse(accountTypeNotVerifiedMessage(accType));

  if (verification.method === 'phone') {
    if (accType === 'agency') throw refuse(AGENCY_NEEDS_LINKEDIN);
    const phone = normalizePhone(verification.phone);
    if (!phone) throw refuse(INVALID_PHONE_NUMBER);
    // The verification this browser did (its srv_sid), of this number, in the last 30 minutes, not yet used.
    const verified = await phones.findUnspentProof(
      tx,
      verification.srv_sid,
      new Date(now - PHONE_VERIFIED_FOR_LOOKUP_MS),
    );
    if (!verified || verified.phone !== phone) throw refuse(BUSINESS_PHONE_VERIFICATION_EXPIRED);
    let listed;
    try {
      listed = await adapters.businessDirectory.findByPhone(phone);
    } catch (err) {
      adapters.log.warn({ err }, 'business directory lookup failed');
      throw new AppError('SERVICE_UNAVAILABLE', BUSINESS_LOOKUP_FAILED);
    }
    if (listed.length === 0) throw refuse(BUSINESS_NOT_FOUND);
    return {
      async attach() {
        // One verification proves one account; a racing registration with the same srv_sid loses here.
        if (!(await phones.spendProof(tx, verified.id, new Date(now))))
          throw refuse(BUSINESS_PHONE_VERIFICATION_EXPIRED);
      },
    };
  }

  const proof = await social.findLiveProof(tx, hashToken(verification.token), new Date(now));
  if (!proof) throw refuse(accountTypeVerificationExpiredMessage(accType));
  if (proof.provider !== 'linkedin') throw refuse(accountTypeNotVerifiedMessage(accType));
  return {
    async attach(memberId, opts = {}) {
      // social_media_register with the LinkedIn token itself: it already linked and spends the proof.
      if (opts.registeredProofId === proof.id) return;
      // One proof verifies one account; a racing registration with the same token loses here.
      if (!(await social.spendProof(tx, proof.id, new Date(now))))
        throw refuse(accountTypeVerificationExpiredMessage(accType));
      await linkLinkedin(tx, memberId, proof, now);
    },
  };
}

/**
 * Links the verified LinkedIn identity to the new member (Social Login off: the member may switch
 * it on in Settings), unless it is another live member's already, or the member has a LinkedIn
 * identity (the one it registered with). The verification stands either way.
 */
async function linkLinkedin(tx: Executor, memberId: number, proof: social.SocialProof, now: number): Promise<void> {
  const linked = await social.findIdentity(tx, 'linkedin', proof.subject);
  if (linked?.member) return;
  if (await social.findForMember(tx, memberId, 'linkedin')) return;
  if (linked) await social.deleteIdentity(tx, linked.identity.id); // left by a deleted account
  await social.insertIdentity(tx, {
    memberId,
    provider: 'linkedin',
    subject: proof.subject,
    email: proof.email,
    name: proof.name,
    loginEnabled: false,
    createdAt: new Date(now),
  });
}

function refuse(message: string): AppError {
  return new AppError('INVALID_INPUT', message, VERIFICATION_FIELD);
}
