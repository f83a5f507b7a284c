import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { affiliatePromotion } from './fields';

// spec 001 §7 Affiliate: affiliate_promotion; §3 Affiliate promotion. The promotion in force today (the latest one
// whose dates hold today), or null when none is. Public: the landing's 'Current Promotional Offer' panel shows it.
export const affiliate_promotion = defineRequest({
  name: 'affiliate_promotion',
  summary: 'The affiliate promotion in force today',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({ promotion: affiliatePromotion.nullable() }),
});
