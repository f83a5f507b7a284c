import type { Handler } from '../../rpc/context';
import { acceptTerms } from './tax';

/** spec 001 §7 ticket_tax_terms_accepted (version): the business accepts that version, the latest only. */
export const ticket_tax_terms_accepted: Handler<'ticket_tax_terms_accepted'> = ({ ctx, input }) =>
  acceptTerms(ctx, input.version);
