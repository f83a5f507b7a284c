import { z } from 'zod';
import { WEBHOOK_ROLES_ONLY } from '@stagepass/domain/webhooks';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { webhookDelivery } from './fields';

// issue 15: one of your endpoints' delivery log, newest first, 20 a page (`page` from 1), with the total. Another
// member's endpoint answers 404.
export const webhook_deliveries_get = defineRequest({
  name: 'webhook_deliveries_get',
  summary: "A webhook endpoint's delivery log, a page at a time",
  auth: ['Business', 'Specialist'],
  access: { ...ACCESS.talentAndBusiness, ownerScoped: true },
  roleRefusal: WEBHOOK_ROLES_ONLY,
  input: z.object({ endpoint_id: idField, page: z.number().int().min(1).max(100_000).default(1) }),
  output: z.object({
    deliveries: z.array(webhookDelivery),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  }),
});
