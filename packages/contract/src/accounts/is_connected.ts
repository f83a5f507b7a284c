import { z } from 'zod';
import { defineRequest } from '../define';
import { socialConnections } from './social-fields';

// spec 000 §7, and the Social Login part of /dash/settings (issue #3).
export const is_connected = defineRequest({
  name: 'is_connected',
  summary: "The signed-in member's connected social accounts and Social Login switches",
  auth: 'session',
  access: {
    loggedOut: 401,
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: false,
  },
  input: z.object({}),
  output: socialConnections,
});
