import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { sessionResult } from '../accounts/session-user';

// spec 000 §4, §7: agency_switch_user(sp_id) switches the agency into one of its clients. The answer is a
// new session for the client, whose user is flagged agency_as_client (spec 000 §3, §6); the agency's own
// session stays valid, and ending it ends the client session too.
export const agency_switch_user = defineRequest({
  name: 'agency_switch_user',
  summary: "Open a session acting as one of the agency's clients (refused for a member who is not its client)",
  auth: ['Agency'],
  // Another agency's client answers 404.
  access: { ...ACCESS.agency, ownerScoped: true },
  input: z.object({ sp_id: idField }),
  output: sessionResult,
});
