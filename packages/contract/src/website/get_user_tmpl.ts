import { z } from 'zod';
import { usernameField } from '../accounts/fields';
import { ACCESS, defineRequest } from '../define';
import { siteContent, website } from './fields';

// spec 001 §7 get_user_tmpl; §2 /website. Without a username: the signed-in talent's own website (null until one is
// saved) and what it shows, for the builder and its preview (401 logged out, 403 for a member who is not talent).
// With a username: that talent's published website and what it shows, for everyone; 404 when the talent has not
// published one (or is not an active talent).
export const get_user_tmpl = defineRequest({
  name: 'get_user_tmpl',
  summary: "A talent's creator website (yours without username)",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ username: usernameField.optional() }),
  output: z.object({ website: website.nullable(), content: siteContent }),
});
