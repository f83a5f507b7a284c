import { z } from 'zod';
import { AFFILIATE_JOIN_REFUSED } from '@stagepass/domain/affiliate';
import { defineRequest } from '../define';
import { AFFILIATE_MEMBERS, AFFILIATE_ROLES, affiliateClient } from './fields';

// spec 001 §7 Affiliate: affiliate_get_clients. The members who registered with the caller's affiliate code, newest
// first, with the role they registered as, when they joined and what their sales earned the caller. 404 when the
// caller has not joined the programme.
export const affiliate_get_clients = defineRequest({
  name: 'affiliate_get_clients',
  summary: 'The members you referred',
  auth: AFFILIATE_ROLES,
  access: AFFILIATE_MEMBERS,
  roleRefusal: AFFILIATE_JOIN_REFUSED,
  input: z.object({}),
  output: z.object({
    affiliate_code: z.string(),
    clients: z.array(affiliateClient),
  }),
});
