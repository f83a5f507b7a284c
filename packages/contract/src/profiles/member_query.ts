import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { ownMember } from './fields';

// spec 001 §7 Profile and misc: member_query. The caller's own member record: role flags, name, username, photo,
// email, phone, where they are and their follower count. An agency acting as its client gets the client's.
export const member_query = defineRequest({
  name: 'member_query',
  summary: 'Your own member record',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({}),
  output: z.object({ member: ownMember }),
});
