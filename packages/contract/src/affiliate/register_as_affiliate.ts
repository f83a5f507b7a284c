import { z } from 'zod';
import { AFFILIATE_JOIN_REFUSED, AFFILIATE_TERMS_REQUIRED } from '@stagepass/domain/affiliate';
import { defineRequest } from '../define';
import { AFFILIATE_MEMBERS, AFFILIATE_ROLES } from './fields';

// spec 001 §7 Affiliate: register_as_affiliate; §6: only talent and businesses may join. The caller accepts the
// Affiliate Programme Terms (§9) and gets an affiliate code of their own on their profile (the 'Affiliate' menu role
// needs it). Idempotent: joining again answers the same code.
export const register_as_affiliate = defineRequest({
  name: 'register_as_affiliate',
  summary: 'Join the affiliate programme',
  auth: AFFILIATE_ROLES,
  access: AFFILIATE_MEMBERS,
  roleRefusal: AFFILIATE_JOIN_REFUSED,
  input: z.object({
    accept_terms: z.literal(true, { error: AFFILIATE_TERMS_REQUIRED }),
  }),
  output: z.object({
    affiliate_code: z.string(),
    terms_accepted_at: z.string(),
    /** False when the caller had joined already. */
    joined: z.boolean(),
  }),
});
