import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { oauthCodeField, redirectUriField, socialIdentityResult } from './social-fields';

// spec 000 §4 / §7: the platform-vendor sign-in. Apple gives the name (and email) to the browser only
// on the first sign-in, so the client passes them on; the email that counts is the one the token
// exchange verifies. `unregistered` with an email goes to registration; otherwise social connect.
export const get_apple_access_token = defineRequest({
  name: 'get_apple_access_token',
  summary: 'Exchange an Apple authorization code for the verified identity',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    code: oauthCodeField,
    id_token: z.string().max(8192).optional(),
    redirect_uri: redirectUriField,
    name: z.string().trim().max(200).optional(),
    email: z.string().trim().max(254).optional(),
  }),
  output: socialIdentityResult.extend({ unregistered: z.boolean() }),
});
