import { z } from 'zod';
import { defineRequest } from '../define';
import { providerField, socialConnections } from './social-fields';

export const social_media_disconnect = defineRequest({
  name: 'social_media_disconnect',
  summary: 'Remove a connected social account from the signed-in member',
  auth: 'session',
  access: {
    loggedOut: 401,
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 403, // acting-guard.ts: the client account's security
    ownerScoped: false,
  },
  input: z.object({ company: providerField }),
  output: socialConnections,
});
