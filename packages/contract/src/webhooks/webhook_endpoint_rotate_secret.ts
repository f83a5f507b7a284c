import { z } from 'zod';
import { WEBHOOK_ROLES_ONLY } from '@stagepass/domain/webhooks';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { endpointWithSecret } from './fields';

// issue 15: a new signing secret for one of your endpoints, answered this once; the old one stops signing at once.
// Another member's endpoint answers 404.
export const webhook_endpoint_rotate_secret = defineRequest({
  name: 'webhook_endpoint_rotate_secret',
  summary: 'Make a new signing secret for a webhook endpoint (answered once)',
  auth: ['Business', 'Specialist'],
  access: { ...ACCESS.talentAndBusiness, ownerScoped: true },
  roleRefusal: WEBHOOK_ROLES_ONLY,
  input: z.object({ endpoint_id: idField }),
  output: endpointWithSecret,
});
