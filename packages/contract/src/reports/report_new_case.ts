import { z } from 'zod';
import { REPORT_CODE_VALUES, REPORT_DESCRIPTION_MAX } from '@stagepass/domain/reports';
import { ACCESS, defineRequest } from '../define';
import { reportCredentials } from './fields';

// spec 001 §7 report_new_case (code, description, credentials); §3 Case report; §8 'Media Reported'. A signed-in
// member flags a profile, post, comment or gallery item (credentials). The case is stored for staff with a snapshot
// of the item as it was. The code must be one get_report_codes lists for that kind of item (400 'code'); an item
// that does not exist (or is deleted) answers 404; your own 400. The same member reporting the same item again while
// their report is open gets that case back (`duplicate: true`), nothing new is filed; more than 20 reports an hour
// answer 429.
export const report_new_case = defineRequest({
  name: 'report_new_case',
  summary: 'Flag a profile, post, comment or gallery item as inappropriate',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    code: z.enum(REPORT_CODE_VALUES),
    description: z.string().max(REPORT_DESCRIPTION_MAX).default(''),
    credentials: reportCredentials,
  }),
  output: z.object({ case_id: z.number().int(), duplicate: z.boolean() }),
});
