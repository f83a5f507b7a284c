import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { taxTermsStatus } from './tax-fields';

// spec 001 §7 Tickets: terms_renewed. Our reading: the business renews its sales tax terms, accepting the latest
// version (the same as ticket_tax_terms_accepted with that version); answers the new status.
export const terms_renewed = defineRequest({
  name: 'terms_renewed',
  summary: 'Renew your sales tax terms: accept the latest version; answers the new status',
  auth: ['Business'],
  access: ACCESS.business,
  input: z.object({}),
  output: taxTermsStatus,
});
