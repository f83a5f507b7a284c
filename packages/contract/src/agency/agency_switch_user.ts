import { z } from 'zod';
import { defineRequest } from '../define';
import { sessionResult } from '../accounts/session-user';

// spec 000 §4, §7: agency_switch_user(sp_id) switches the agency into one of its clients. The answer is a
// new session for the client, whose user is flagged agency_as_client (spec 000 §3, §6); the agency's own
// session stays valid, and ending it ends the client session too.
export const agency_switch_user = defineRequest({
  name: 'agency_switch_user',
  summary: "Open a session acting as one of the agency's clients (refused for a member who is not its client)",
  auth: ['Agency'],
  input: z.object({ sp_id: z.number().int().positive() }),
  output: sessionResult,
});
