import type { Executor } from '@stagepass/db/client';
import type { RegistrationDraft } from '@stagepass/contract/accounts/registration-draft';
import { ACCOUNT_EXISTS, USERNAME_TAKEN } from '@stagepass/domain/accounts';
import { AppError } from '../../rpc/app-error';
import type { BaseContext } from '../../rpc/context';
import { violatedMemberField, type Member, type NewMember } from './accounts-repository';
import { welcomeEmail } from './emails';
import { openSession } from './sessions';

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
    // The draft's affiliate code is the referrer's; the member's own code comes with joining the programme.
    referredByCode: draft.affiliate_code || null,
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

/** The last steps of every registration, inside its transaction: the welcome email and the first session. */
export async function welcomeNewMember(tx: Executor, ctx: BaseContext, member: Member, now: number) {
  await ctx.mailer.queue(tx, welcomeEmail(member, ctx.config.PUBLIC_URL));
  return { member, session: await openSession(tx, member.id, now) };
}

/**
 * Two registrations racing for one email or username: the unique index decides, and the loser hears
 * why, on the field that carried the email (`userData.email`, or the social `token` it came from).
 */
export function registrationConflict(err: unknown, emailField: string): unknown {
  const field = violatedMemberField(err);
  if (field === 'username') return new AppError('CONFLICT', USERNAME_TAKEN, 'userData.username');
  if (field === 'email') return new AppError('CONFLICT', ACCOUNT_EXISTS, emailField);
  return err;
}
