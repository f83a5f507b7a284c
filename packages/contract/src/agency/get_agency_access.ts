import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { authorizedAgency } from './fields';

// Not a call of the spec: the client's settings show which agency may act for it (spec 000 §4 'clients can
// authorize or revoke agency access'), and need to read that back after a reload.
export const get_agency_access = defineRequest({
  name: 'get_agency_access',
  summary: 'The agency the signed-in talent or business authorized, or null',
  auth: ['Specialist', 'Business'],
  access: ACCESS.talentAndBusiness,
  input: z.object({}),
  output: z.object({ agency: authorizedAgency.nullable() }),
});
