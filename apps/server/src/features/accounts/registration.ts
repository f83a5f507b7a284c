import type { RegistrationDraft } from '@stagepass/contract/accounts/registration-draft';
import type { NewMember } from './accounts-repository';

/**
 * The member row a registration draft (spec 000 §3) makes, by email or by social sign-in. The email
 * comes from what was proven (the claimed link or the provider), never from the draft alone.
 */
export function memberFromDraft(
  draft: Omit<RegistrationDraft, 'email' | 'password'>,
  proven: { email: string; passwordHash: string | null; now: number },
): NewMember {
  return {
    email: proven.email,
    username: draft.username || null,
    name: draft.name,
    passwordHash: proven.passwordHash,
    isBusiness: draft.accType === 'business',
    isSpecialist: draft.accType === 'specialist',
    isAgency: draft.accType === 'agency',
    affiliateCode: draft.affiliate_code || null,
    address: draft.address ?? null,
    latitude: draft.latitude ?? null,
    longitude: draft.longitude ?? null,
    locality: draft.locality ?? null,
    administrativeArea: draft.administrative_area ?? null,
    subAdministrativeArea: draft.sub_administrative_area ?? null,
    country: draft.country ?? null,
    createdAt: new Date(proven.now),
  };
}
