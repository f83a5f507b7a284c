import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { taxTermsStatus } from './tax-fields';

// spec 001 §7 Tickets: ticket_tax_terms_query; §3 Tax: the tax-terms status. renew is true while the business has not
// accepted the latest version (it accepted an older one, or none): the tax page asks it before showing figures.
export const ticket_tax_terms_query = defineRequest({
  name: 'ticket_tax_terms_query',
  summary: 'Your sales tax terms status: renew, accepted_version, latest_version and the policy',
  auth: ['Business'],
  access: ACCESS.business,
  input: z.object({}),
  output: taxTermsStatus,
});
