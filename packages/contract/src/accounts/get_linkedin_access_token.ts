import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { oauthCodeField, redirectUriField, socialIdentityResult } from './social-fields';

// spec 000 §3 / §7: business and agency accounts verify through the professional network; the
// authorize redirect returned to {PUBLIC_URL}/auth/confirm-account-page.
export const get_linkedin_access_token = defineRequest({
  name: 'get_linkedin_access_token',
  summary: 'Exchange a LinkedIn authorization code for the verified identity',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    code: oauthCodeField,
    redirect_uri: redirectUriField,
  }),
  output: socialIdentityResult,
});
