import { z } from 'zod';
import { WEBHOOK_ROLES_ONLY } from '@stagepass/domain/webhooks';
import { ACCESS, defineRequest } from '../define';
import { webhookEndpoint } from './fields';

// issue 15: your webhook endpoints, oldest first, with whether each is on, failing, or was turned off.
export const webhook_endpoints_get = defineRequest({
  name: 'webhook_endpoints_get',
  summary: 'Your webhook endpoints',
  auth: ['Business', 'Specialist'],
  access: ACCESS.talentAndBusiness,
  roleRefusal: WEBHOOK_ROLES_ONLY,
  input: z.object({}),
  output: z.object({ endpoints: z.array(webhookEndpoint) }),
});
