import type { Handler } from '../../rpc/context';
import { termsStatus } from './tax';

/** spec 001 §7 ticket_tax_terms_query: the business's tax-terms status (spec 001 §3 Tax). */
export const ticket_tax_terms_query: Handler<'ticket_tax_terms_query'> = ({ ctx }) => termsStatus(ctx);
