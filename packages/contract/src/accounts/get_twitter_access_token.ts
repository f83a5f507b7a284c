import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { socialIdentityResult } from './social-fields';

// Completes get_twitter_request_token (spec 000 §7 leaves the return step unnamed).
export const get_twitter_access_token = defineRequest({
  name: 'get_twitter_access_token',
  summary: 'Exchange the Twitter request token and verifier for the verified identity',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    oauth_token: z.string().trim().min(1).max(512),
    oauth_verifier: z.string().trim().min(1).max(512),
  }),
  output: socialIdentityResult,
});
