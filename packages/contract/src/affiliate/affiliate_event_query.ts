import { z } from 'zod';
import { AFFILIATE_JOIN_REFUSED } from '@stagepass/domain/affiliate';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { AFFILIATE_MEMBERS, AFFILIATE_ROLES, affiliateEarning, affiliatePayout } from './fields';

const cents = z.number().int();

// spec 001 §7 Affiliate: affiliate_event_query. The caller's affiliate earnings, one per settled sale of a referred
// member (newest first), and their monthly payouts (spec 001 §1), with the totals. client_id narrows the earnings to
// one referred member: a member the caller did not refer answers 404. 404 too when the caller has not joined.
export const affiliate_event_query = defineRequest({
  name: 'affiliate_event_query',
  summary: 'Your affiliate earnings and payouts',
  auth: AFFILIATE_ROLES,
  access: { ...AFFILIATE_MEMBERS, ownerScoped: true },
  roleRefusal: AFFILIATE_JOIN_REFUSED,
  input: z.object({ client_id: idField.optional() }),
  output: z.object({
    earnings: z.array(affiliateEarning),
    payouts: z.array(affiliatePayout),
    totals: z.object({ earned_cents: cents, pending_cents: cents, paid_cents: cents, currency: z.string() }),
  }),
});
