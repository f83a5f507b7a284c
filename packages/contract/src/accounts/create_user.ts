import { ACCESS, defineRequest } from '../define';
import { z } from 'zod';
import { registrationDraft } from './registration-draft';
import { sessionResult } from './session-user';

// spec 000 §7: create_user with JSON userData; a session in the response signs the user in.
export const create_user = defineRequest({
  name: 'create_user',
  summary: 'Register a new account from the registration draft',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ userData: registrationDraft }),
  output: sessionResult,
});
