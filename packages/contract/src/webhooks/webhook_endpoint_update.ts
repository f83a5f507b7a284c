import { z } from 'zod';
import { WEBHOOK_ROLES_ONLY } from '@stagepass/domain/webhooks';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { webhookDescription, webhookEndpoint, webhookEvents, webhookUrl } from './fields';

// issue 15: changes one of your endpoints: its url, description or events, or turns it off or on (`enabled`).
// Turning on an endpoint the job turned off starts it afresh (no longer failing); the events it missed are in its log,
// to redeliver. Another member's endpoint answers 404.
export const webhook_endpoint_update = defineRequest({
  name: 'webhook_endpoint_update',
  summary: 'Change a webhook endpoint, or turn it off or on',
  auth: ['Business', 'Specialist'],
  access: { ...ACCESS.talentAndBusiness, ownerScoped: true },
  roleRefusal: WEBHOOK_ROLES_ONLY,
  input: z.object({
    endpoint_id: idField,
    url: webhookUrl.optional(),
    description: webhookDescription.optional(),
    events: webhookEvents.optional(),
    enabled: z.boolean().optional(),
  }),
  output: z.object({ endpoint: webhookEndpoint }),
});
