import type { Handler } from '../../rpc/context';
import { breakdown } from './tax';

/** spec 001 §7 ticket_tax_breakdown (for_year optional): the business's sales tax by month then by quarter. */
export const ticket_tax_breakdown: Handler<'ticket_tax_breakdown'> = ({ ctx, input }) => breakdown(ctx, input.for_year);
