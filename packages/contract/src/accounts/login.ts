import { z } from 'zod';
import { defineRequest } from '../define';
import { sessionResult } from './session-user';

// spec 000 §7: username (email), password, attempts (1) → session, user, active.
export const login = defineRequest({
  name: 'login',
  summary: 'Sign in with email and password',
  auth: 'public',
  input: z.object({
    username: z.string().trim().min(1, 'Please enter your email.').max(254),
    password: z.string().min(1, 'Please enter your password.').max(1024),
    attempts: z.number().int().min(0).max(100).optional(),
  }),
  output: sessionResult,
});
