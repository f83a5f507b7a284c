import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { providerField, socialConnections } from './social-fields';

export const social_media_disconnect = defineRequest({
  name: 'social_media_disconnect',
  summary: 'Remove a connected social account from the signed-in member',
  auth: 'session',
  access: ACCESS.membersButActing,
  input: z.object({ company: providerField }),
  output: socialConnections,
});
