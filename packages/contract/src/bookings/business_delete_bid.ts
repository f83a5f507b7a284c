import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { bidIdInput } from './fields';

// spec 001 §7 business_delete_bid (bid_id): the business withdraws a bid that is not booked.
export const business_delete_bid = defineRequest({
  name: 'business_delete_bid',
  summary: 'Withdraw a bid',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: bidIdInput,
  output: z.object({ deleted: z.literal(true) }),
});
