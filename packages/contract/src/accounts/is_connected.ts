import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { socialConnections } from './social-fields';

// spec 000 §7, and the Social Login part of /dash/settings (issue #3).
export const is_connected = defineRequest({
  name: 'is_connected',
  summary: "The signed-in member's connected social accounts and Social Login switches",
  auth: 'session',
  access: ACCESS.members,
  input: z.object({}),
  output: socialConnections,
});
