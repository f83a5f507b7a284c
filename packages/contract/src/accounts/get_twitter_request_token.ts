import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { redirectUriField } from './social-fields';

// spec 000 §7: redirect uri out, token back, then the browser goes to the provider's authenticate
// page (`url`). The provider returns to redirect_uri with oauth_token and oauth_verifier, which go
// to get_twitter_access_token.
export const get_twitter_request_token = defineRequest({
  name: 'get_twitter_request_token',
  summary: 'Start a Twitter sign-in: a request token and the authenticate page to send the browser to',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ redirect_uri: redirectUriField }),
  output: z.object({ oauth_token: z.string(), url: z.string() }),
});
