import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { reportCode } from './fields';

// spec 001 §7 get_report_codes (for_acct, cred): the reasons the Flag as Inappropriate dialog offers. for_acct asks
// for the reasons about a member's account (a profile report); otherwise those about content (a post, comment, photo
// or video). cred names the kind of item instead, as report_new_case's credentials type does (1 profile, 2 post,
// 3 comment, 5 media); with both, for_acct decides. Signed-in members only, like the flag itself (spec 001 §6).
export const get_report_codes = defineRequest({
  name: 'get_report_codes',
  summary: 'The reasons a member may give when flagging something as inappropriate',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    for_acct: z.boolean().optional(),
    cred: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]).optional(),
  }),
  output: z.object({ codes: z.array(reportCode) }),
});
