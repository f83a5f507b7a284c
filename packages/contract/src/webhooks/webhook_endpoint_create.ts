import { z } from 'zod';
import { WEBHOOK_ROLES_ONLY } from '@stagepass/domain/webhooks';
import { ACCESS, defineRequest } from '../define';
import { endpointWithSecret, webhookDescription, webhookEvents, webhookUrl } from './fields';

// issue 15 (beyond the spec): a business or talent registers an endpoint (url, description, events). The url is https
// to a public address (400 on `url` otherwise; http to 127.0.0.1 or localhost only where the server allows it); at
// least one event (400 on `events`); at most 10 endpoints (409). Answers the endpoint and its signing secret, which is
// never shown again.
export const webhook_endpoint_create = defineRequest({
  name: 'webhook_endpoint_create',
  summary: 'Register a webhook endpoint (answers its signing secret once)',
  auth: ['Business', 'Specialist'],
  access: ACCESS.talentAndBusiness,
  roleRefusal: WEBHOOK_ROLES_ONLY,
  input: z.object({ url: webhookUrl, description: webhookDescription.default(''), events: webhookEvents }),
  output: endpointWithSecret,
});
