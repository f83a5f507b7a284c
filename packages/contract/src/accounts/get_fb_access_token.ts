import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { oauthCodeField, redirectUriField, socialIdentityResult } from './social-fields';

export const socialActions = ['login', 'register', 'connect'] as const;

// spec 000 §7: get_fb_access_token(code, action). The redirect_uri the flow used may be sent too;
// without it the server assumes {PUBLIC_URL}/auth/login.
export const get_fb_access_token = defineRequest({
  name: 'get_fb_access_token',
  summary: 'Exchange a Facebook authorization code for the verified identity',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    code: oauthCodeField,
    action: z.enum(socialActions).default('login'),
    redirect_uri: redirectUriField.optional(),
  }),
  output: socialIdentityResult.extend({ action: z.enum(socialActions) }),
});
