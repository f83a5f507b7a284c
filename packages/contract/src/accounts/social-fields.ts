import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@stagepass/domain/social';

/** A provider by id ('facebook', 'youtube', ...); the client may send it in any case. */
export const providerField = z.string().trim().toLowerCase().pipe(z.enum(SOCIAL_PROVIDERS));

/** The authorization code a provider put on the return address. */
export const oauthCodeField = z.string().trim().min(1).max(4096);

/** Where the provider sent the browser back; it must be the address the flow started with. */
export const redirectUriField = z.url().max(2048);

/** The opaque token a get_*_token call answers with, standing for the verified identity. */
export const socialTokenField = z.string().trim().min(20).max(200);

/**
 * What every code exchange answers: the identity the provider vouched for, and a token that stands
 * for it. The client stores email, provider and token (spec 000 §3 auth-email, auth-social,
 * auth-socialToken) and sends the token on to social_media_connect (as `id`) or social_media_register.
 */
export const socialIdentityResult = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  token: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** An account already uses this identity or its email. */
  is_registered: z.boolean(),
});

/** One provider on the Social Login settings (spec 000 §7 is_connected). */
export const socialConnection = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  label: z.string(),
  connected: z.boolean(),
  /** The member's switch: whether this provider may sign in to the account. */
  login_enabled: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  connected_at: z.string().nullable(),
});

export const socialConnections = z.object({ providers: z.array(socialConnection) });
