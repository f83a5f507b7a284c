import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { pendingRecRequest } from './fields';

// spec 001 §7 get_pending_rec_requests: the recommendations the caller was asked to write and has not written or
// declined: those claimed through their mailed link (or accepted), then those sent to the caller's own email that
// wait to be accepted (claim_for_id), newest first.
export const get_pending_rec_requests = defineRequest({
  name: 'get_pending_rec_requests',
  summary: 'The recommendations you were asked to write',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({}),
  output: z.object({ requests: z.array(pendingRecRequest) }),
});
