import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { oauthCodeField, redirectUriField, socialConnections } from './social-fields';

// spec 000 §7: connects the member's Instagram; the token is saved with the suffix ',v1'.
export const instagram_get_access_token = defineRequest({
  name: 'instagram_get_access_token',
  summary: "Connect the signed-in member's Instagram account",
  auth: 'session',
  access: ACCESS.membersButActing,
  input: z.object({
    code: oauthCodeField,
    redirect_uri: redirectUriField.optional(),
  }),
  output: socialConnections,
});
