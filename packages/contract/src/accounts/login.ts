import { z } from 'zod';
import { LOGIN_MISSING_PASSWORD, loginValidationMessage } from '@stagepass/domain/accounts';
import { ACCESS, defineRequest } from '../define';
import { sessionResult } from './session-user';

// spec 000 §7: username (email), password, attempts (1) → session, user, active. spec 000 §5: both are
// needed, with the same three messages as the sign-in form.
export const login = defineRequest({
  name: 'login',
  summary: 'Sign in with email and password',
  auth: 'public',
  access: ACCESS.everyone,
  input: z
    .object({
      username: z.string().trim().max(254),
      password: z.string().max(1024),
      attempts: z.number().int().min(0).max(100).optional(),
    })
    .superRefine(({ username, password }, ctx) => {
      const message = loginValidationMessage(username, password);
      if (message)
        ctx.addIssue({ code: 'custom', message, path: [message === LOGIN_MISSING_PASSWORD ? 'password' : 'username'] });
    }),
  output: sessionResult,
});
