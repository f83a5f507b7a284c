import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { socialConnections, socialIdentityResult } from '@stagepass/contract/accounts/social-fields';
import {
  SOCIAL_PROVIDERS,
  isSocialProvider,
  SOCIAL_REDIRECT_NOT_ALLOWED,
  SOCIAL_TOKEN_EXPIRED,
  socialNotConfiguredMessage,
  socialProviderLabel,
  socialSignInFailedMessage,
  type SocialProvider,
} from '@stagepass/domain/social';
import type { Executor } from '@stagepass/db/client';
import { isAllowedRedirect } from '../../adapters/oauth/redirect';
import { OAuthError, type OAuth2ProviderId, type SocialProfile } from '../../adapters/oauth/provider';
import { AppError } from '../../rpc/app-error';
import type { BaseContext } from '../../rpc/context';
import type { SecretBox } from '../../security/secret-box';
import * as accounts from './accounts-repository';
import { hashToken } from './session-token';
import * as social from './social-repository';

/** A verified identity waits one hour for its next step (registration page included). */
export const SOCIAL_PROOF_TTL_MS = 60 * 60 * 1000;

type Ctx = Pick<BaseContext, 'db' | 'clock' | 'config' | 'social' | 'log' | 'secrets'>;

/** The return address the flow used, checked; `fallbackPath` on PUBLIC_URL when the client sent none. */
export function returnAddress(
  ctx: Pick<BaseContext, 'config'>,
  given: string | undefined,
  fallbackPath: string,
): string {
  const uri = given ?? new URL(fallbackPath, ctx.config.PUBLIC_URL).toString();
  if (!isAllowedRedirect(uri, ctx.config))
    throw new AppError('INVALID_INPUT', SOCIAL_REDIRECT_NOT_ALLOWED, 'redirect_uri');
  return uri;
}

export function assertAvailable(ctx: Pick<BaseContext, 'social'>, provider: SocialProvider): void {
  if (!ctx.social.available(provider)) throw new AppError('SERVICE_UNAVAILABLE', socialNotConfiguredMessage(provider));
}

/** Runs a provider call; a refused code is the member's to retry (400), anything else is logged. */
export async function withProvider<T>(
  ctx: Ctx,
  provider: SocialProvider,
  field: string,
  run: () => Promise<T>,
): Promise<T> {
  assertAvailable(ctx, provider);
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.warn({ err, provider }, 'social provider call failed');
    if (err instanceof OAuthError) throw new AppError('INVALID_INPUT', socialSignInFailedMessage(provider), field);
    throw err;
  }
}

/** The OAuth 2 code exchange of every get_*_token request. */
export function exchangeCode(
  ctx: Ctx,
  provider: OAuth2ProviderId,
  code: string,
  redirectUri: string,
): Promise<SocialProfile> {
  return withProvider(ctx, provider, 'code', () => ctx.social.oauth2(provider).exchange({ code, redirectUri }));
}

/**
 * Stores the verified identity and returns the opaque token that stands for it (only its hash is kept). The
 * provider's access token is stored sealed.
 */
export async function issueProof(
  db: Executor,
  now: number,
  provider: SocialProvider,
  profile: SocialProfile,
  secrets: SecretBox,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await social.deleteExpiredProofs(db, new Date(now));
  await social.insertProof(db, {
    tokenHash: hashToken(token),
    provider,
    subject: profile.subject,
    email: profile.email,
    name: profile.name,
    accessToken: secrets.sealOrNull(profile.accessToken),
    createdAt: new Date(now),
    expiresAt: new Date(now + SOCIAL_PROOF_TTL_MS),
  });
  return token;
}

/** The proof a token stands for; 400 when it is unknown, spent, expired or for another provider. */
export async function liveProof(
  db: Executor,
  now: number,
  token: string,
  provider: SocialProvider | null,
  field: string,
): Promise<social.SocialProof & { provider: SocialProvider }> {
  const proof = await social.findLiveProof(db, hashToken(token), new Date(now));
  if (!proof || !isSocialProvider(proof.provider) || (provider && proof.provider !== provider))
    throw new AppError('INVALID_INPUT', SOCIAL_TOKEN_EXPIRED, field);
  return proof as social.SocialProof & { provider: SocialProvider };
}

/** Spends a proof inside the caller's transaction; a second use of one token loses here. */
export async function spend(db: Executor, proof: social.SocialProof, now: number, field: string): Promise<void> {
  if (!(await social.spendProof(db, proof.id, new Date(now))))
    throw new AppError('INVALID_INPUT', SOCIAL_TOKEN_EXPIRED, field);
}

/** Whether an account already uses this identity or its email. */
export async function isRegistered(
  db: Executor,
  provider: SocialProvider,
  profile: Pick<SocialProfile, 'subject' | 'email'>,
) {
  const linked = await social.findIdentity(db, provider, profile.subject);
  if (linked?.member) return true;
  return profile.email ? (await accounts.findByEmail(db, profile.email)) !== null : false;
}

/** What every code exchange answers (contract social-fields). */
export async function identityResult(
  ctx: Ctx,
  provider: SocialProvider,
  profile: SocialProfile,
): Promise<z.infer<typeof socialIdentityResult>> {
  const token = await issueProof(ctx.db, ctx.clock.now(), provider, profile, ctx.secrets);
  return {
    provider,
    token,
    email: profile.email,
    name: profile.name,
    is_registered: await isRegistered(ctx.db, provider, profile),
  };
}

/** Settings, Social Login: every provider, connected or not. */
export async function connectionsOf(db: Executor, memberId: number): Promise<z.infer<typeof socialConnections>> {
  const linked = new Map((await social.listForMember(db, memberId)).map((i) => [i.provider, i]));
  return {
    providers: SOCIAL_PROVIDERS.map((provider) => {
      const identity = linked.get(provider);
      return {
        provider,
        label: socialProviderLabel(provider),
        connected: identity !== undefined,
        login_enabled: identity?.loginEnabled ?? false,
        email: identity?.email ?? null,
        name: identity?.name ?? null,
        connected_at: identity?.createdAt.toISOString() ?? null,
      };
    }),
  };
}
