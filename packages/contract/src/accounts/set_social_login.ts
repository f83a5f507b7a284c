import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { providerField, socialConnections } from './social-fields';

// Settings, Social Login (spec 000 §8): switch sign-in with a connected provider on or off. Turning
// on a provider that is not connected yet needs the provider round trip first (social_media_connect
// while signed in).
export const set_social_login = defineRequest({
  name: 'set_social_login',
  summary: 'Enable or disable signing in with a connected provider',
  auth: 'session',
  access: ACCESS.membersButActing,
  input: z.object({ provider: providerField, enabled: z.boolean() }),
  output: socialConnections,
});
