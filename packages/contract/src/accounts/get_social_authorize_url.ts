import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { providerField, redirectUriField } from './social-fields';

// The provider's authorize page for a social button (spec 000 §2.5, §7): the server knows whether a
// provider is the sandbox or the real one, and its client id and scope. The client keeps `state`
// (account type + provider + a random nonce, spec 000 §7) and checks it on return.
export const get_social_authorize_url = defineRequest({
  name: 'get_social_authorize_url',
  summary: "The provider's authorize page to send the browser to",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    provider: providerField,
    redirect_uri: redirectUriField,
    state: z.string().trim().min(8).max(500),
  }),
  output: z.object({ url: z.string() }),
});
