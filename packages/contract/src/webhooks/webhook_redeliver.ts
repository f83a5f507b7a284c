import { z } from 'zod';
import { WEBHOOK_ROLES_ONLY } from '@stagepass/domain/webhooks';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { webhookDelivery } from './fields';

// issue 15: sends an event of the log again: a new delivery of the same event (same id and data, signed afresh), due
// at once, retried like any other. The endpoint must be on (409 otherwise). Another member's delivery answers 404.
export const webhook_redeliver = defineRequest({
  name: 'webhook_redeliver',
  summary: 'Send a logged webhook event again',
  auth: ['Business', 'Specialist'],
  access: { ...ACCESS.talentAndBusiness, ownerScoped: true },
  roleRefusal: WEBHOOK_ROLES_ONLY,
  input: z.object({ delivery_id: idField }),
  output: z.object({ delivery: webhookDelivery }),
});
