import { z } from 'zod';
import { WEBHOOK_ROLES_ONLY } from '@stagepass/domain/webhooks';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// issue 15: deletes one of your endpoints with its delivery log; nothing more is sent to it. Another member's
// endpoint, or one already deleted, answers 404.
export const webhook_endpoint_delete = defineRequest({
  name: 'webhook_endpoint_delete',
  summary: 'Delete a webhook endpoint and its delivery log',
  auth: ['Business', 'Specialist'],
  access: { ...ACCESS.talentAndBusiness, ownerScoped: true },
  roleRefusal: WEBHOOK_ROLES_ONLY,
  input: z.object({ endpoint_id: idField }),
  output: z.object({ endpoint_id: z.number().int(), deleted: z.literal(true) }),
});
