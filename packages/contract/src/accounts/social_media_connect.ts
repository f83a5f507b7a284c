import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@stagepass/domain/social';
import { ACCESS, defineRequest } from '../define';
import { providerField, socialConnections, socialTokenField } from './social-fields';
import { sessionUser } from './session-user';

/**
 * spec 000 §3 payload: company, name, email, gender ('NA'), id (the token from a get_*_token call),
 * react, login. Name and email are the client's copy; the server only trusts the identity the
 * token stands for.
 *
 * Signed out, it signs in (spec 000 §4):
 * - an identity linked to an account with Social Login on: `signed_in` (check user.terms_accepted);
 * - deactivated account: 403 ACCOUNT_DEACTIVATED;
 * - an account with the same email that never authorised the provider, or switched it off:
 *   403 SOCIAL_NOT_AUTHORIZED;
 * - no account: `unregistered`, with the email, provider and token for the registration page.
 * Signed in, it connects the identity to the member (`connected`); login false connects it for its
 * data only, without enabling sign-in.
 */
export const social_media_connect = defineRequest({
  name: 'social_media_connect',
  summary: 'Sign in with, or connect, a verified social identity',
  auth: 'public',
  access: ACCESS.everyoneButActing,
  input: z.object({
    company: providerField,
    id: socialTokenField,
    name: z.string().trim().max(200).optional(),
    email: z.string().trim().max(254).optional(),
    gender: z.string().max(10).optional(),
    react: z.boolean().optional(),
    login: z.boolean().default(true),
  }),
  output: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('signed_in'),
      is_registered: z.literal(true),
      session: z.string(),
      user: sessionUser,
      active: z.boolean(),
    }),
    z.object({
      status: z.literal('unregistered'),
      is_registered: z.literal(false),
      provider: z.enum(SOCIAL_PROVIDERS),
      email: z.string(),
      name: z.string().nullable(),
      token: z.string(),
    }),
    socialConnections.extend({
      status: z.literal('connected'),
      is_registered: z.literal(true),
    }),
  ]),
});
