import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { oauthCodeField, redirectUriField, socialIdentityResult } from './social-fields';

// spec 000 §2.5 / §7: the video-sharing network's sign-in and connection.
export const get_youtube_token = defineRequest({
  name: 'get_youtube_token',
  summary: 'Exchange a YouTube (Google) authorization code for the verified identity',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    code: oauthCodeField,
    redirect_uri: redirectUriField.optional(),
  }),
  output: socialIdentityResult,
});
