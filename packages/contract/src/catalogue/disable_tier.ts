import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { tier } from './fields';

// spec 001 §7 disable_tier (tier_id), §4: tiers can be disabled and enabled. A disabled tier and its plans take no new subscribers.
// Idempotent. Another member's tier answers 404.
export const disable_tier = defineRequest({
  name: 'disable_tier',
  summary: 'Disable one of your tiers',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({ tier_id: idField }),
  output: z.object({ tier }),
});
