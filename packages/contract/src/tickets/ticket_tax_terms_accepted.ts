import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { taxTermsStatus } from './tax-fields';

// spec 001 §7 Tickets: ticket_tax_terms_accepted (version). Records that the business accepted that version of the
// sales tax terms; only the latest may be accepted (another answers 409 naming 'version'). Accepting twice is fine.
export const ticket_tax_terms_accepted = defineRequest({
  name: 'ticket_tax_terms_accepted',
  summary: 'Accept the sales tax terms of `version` (the latest only); answers the new status',
  auth: ['Business'],
  access: ACCESS.business,
  input: z.object({ version: z.string().trim().min(1).max(40) }),
  output: taxTermsStatus,
});
