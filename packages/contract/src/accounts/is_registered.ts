import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { providerField, socialTokenField } from './social-fields';

// spec 000 §4: what the client needs to choose between sign-in, registration and the alerts.
export const is_registered = defineRequest({
  name: 'is_registered',
  summary: 'Whether a verified social identity, or its email, belongs to an account',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ company: providerField, id: socialTokenField }),
  output: z.object({
    /** An account uses this identity or its email. */
    is_registered: z.boolean(),
    /** The identity itself is linked to that account with Social Login on. */
    is_member: z.boolean(),
    email: z.string().nullable(),
    /** Whether that account is active; null without an account. */
    active: z.boolean().nullable(),
  }),
});
