import type { z } from 'zod';
import type { socialConnections } from '@stagepass/contract/accounts/social-fields';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { ACCOUNT_DEACTIVATED } from '@stagepass/domain/accounts';
import {
  INSTAGRAM_TOKEN_SUFFIX,
  socialAlreadyConnectedMessage,
  socialInvalidEmailMessage,
  socialNotAuthorizedMessage,
  type SocialProvider,
} from '@stagepass/domain/social';
import { isEmail } from '@stagepass/domain/validators';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { openSession } from './sessions';
import { connectionsOf, liveProof, spend } from './social';
import * as social from './social-repository';
import type { SecretBox } from '../../security/secret-box';

export type SignInResult =
  | { status: 'signed_in'; is_registered: true; session: string; user: SessionUser; active: boolean }
  | {
      status: 'unregistered';
      is_registered: false;
      provider: SocialProvider;
      email: string;
      name: string | null;
      token: string;
    };

/** A member's proof of an address: only a well-formed one counts (spec 000 §5). */
export const usableEmail = (email: string | null): email is string => email !== null && isEmail(email);

/**
 * Signing in with a verified identity (spec 000 §4), signed out. The branches, in order:
 * linked with Social Login on → a session; linked with it off, or an account with the same email that
 * never linked this provider → SOCIAL_NOT_AUTHORIZED; deactivated → ACCOUNT_DEACTIVATED; no account →
 * the registration hand-off. Refusals spend nothing, so the same token can be retried.
 */
export async function signIn(
  tx: Executor,
  token: string,
  provider: SocialProvider,
  opts: { now: number; clientName?: string | undefined },
): Promise<SignInResult> {
  const { now } = opts;
  const proof = await liveProof(tx, now, token, provider, 'id');
  const linked = await social.findIdentity(tx, provider, proof.subject);
  if (linked?.member) {
    const { identity, member } = linked;
    // Authorisation before account state: a refused provider learns nothing more about the account.
    if (!identity.loginEnabled)
      throw new AppError('SOCIAL_NOT_AUTHORIZED', socialNotAuthorizedMessage(provider), undefined, {
        active: true,
        is_registered: true,
        is_member: true,
        email: proof.email,
      });
    // The identity signs in to this account, so its owner learns the account's email to reactivate it.
    if (!member.active)
      throw new AppError('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED, undefined, {
        active: false,
        is_registered: true,
        is_member: true,
        email: member.email,
      });
    await spend(tx, proof, now, 'id');
    await social.updateIdentity(tx, identity.id, {
      lastLoginAt: new Date(now),
      email: proof.email ?? identity.email,
      name: proof.name ?? identity.name,
    });
    const session = await openSession(tx, member.id, now);
    return {
      status: 'signed_in',
      is_registered: true,
      session,
      user: accounts.toSessionUser(member),
      active: member.active,
    };
  }

  if (!usableEmail(proof.email)) throw new AppError('INVALID_INPUT', socialInvalidEmailMessage(provider), 'email');
  // spec 000 §8: the same email has an account, but this provider was never authorised for it.
  if (await accounts.findByEmail(tx, proof.email))
    throw new AppError('SOCIAL_NOT_AUTHORIZED', socialNotAuthorizedMessage(provider), undefined, {
      active: true,
      is_registered: false,
      is_member: true,
      email: proof.email,
    });
  return {
    status: 'unregistered',
    is_registered: false,
    provider,
    email: proof.email,
    name: proof.name ?? (opts.clientName || null),
    token,
  };
}

/**
 * Links a verified identity to the signed-in member (Settings, Social Login). `login` switches sign-in
 * with it on; false connects it for its data only. A member has one identity per provider: connecting
 * another account of the same provider replaces it.
 */
export async function connectIdentity(
  tx: Executor,
  member: accounts.Member,
  token: string,
  provider: SocialProvider,
  opts: { now: number; login: boolean; secrets: SecretBox },
): Promise<z.infer<typeof socialConnections>> {
  const { now, login, secrets } = opts;
  const proof = await liveProof(tx, now, token, provider, 'id');
  const linked = await social.findIdentity(tx, provider, proof.subject);
  if (linked?.member && linked.member.id !== member.id)
    throw new AppError('CONFLICT', socialAlreadyConnectedMessage(provider));
  // spec 000 §7: the Instagram token is saved with ',v1' (sealed, as the proof holds it).
  const accessToken =
    proof.accessToken && provider === 'instagram'
      ? secrets.seal(`${secrets.open(proof.accessToken)}${INSTAGRAM_TOKEN_SUFFIX}`)
      : proof.accessToken;

  if (linked?.member) {
    await social.updateIdentity(tx, linked.identity.id, {
      loginEnabled: login,
      email: proof.email ?? linked.identity.email,
      name: proof.name ?? linked.identity.name,
      accessToken,
    });
  } else {
    // A link left by a deleted account, or this member's other account at the provider, makes way.
    if (linked) await social.deleteIdentity(tx, linked.identity.id);
    const current = await social.findForMember(tx, member.id, provider);
    if (current) await social.deleteIdentity(tx, current.id);
    await social.insertIdentity(tx, {
      memberId: member.id,
      provider,
      subject: proof.subject,
      email: proof.email,
      name: proof.name,
      loginEnabled: login,
      accessToken,
      createdAt: new Date(now),
    });
  }
  await spend(tx, proof, now, 'id');
  return connectionsOf(tx, member.id);
}
