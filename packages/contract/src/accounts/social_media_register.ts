import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { newPasswordField } from './fields';
import { registrationDraft } from './registration-draft';
import { sessionResult } from './session-user';
import { socialTokenField } from './social-fields';

// spec 000 §2.7: the registration page after a social sign-in found no account. The email is the
// one the provider verified (the token stands for it); a password is optional, since the member
// signs in with the provider.
export const social_media_register = defineRequest({
  name: 'social_media_register',
  summary: 'Create an account from a verified social identity and sign in',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    token: socialTokenField,
    userData: registrationDraft.omit({ email: true, password: true, registration_token: true }).extend({
      email: z.string().trim().max(254).optional(),
      password: newPasswordField.optional(),
    }),
  }),
  output: sessionResult,
});
