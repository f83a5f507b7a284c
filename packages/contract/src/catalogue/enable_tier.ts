import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { tier } from './fields';

// spec 001 §7 enable_tier (tier_id), §4: tiers can be disabled and enabled. An enabled tier's open plans take subscribers again.
// Idempotent. Another member's tier answers 404.
export const enable_tier = defineRequest({
  name: 'enable_tier',
  summary: 'Enable one of your tiers again',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({ tier_id: idField }),
  output: z.object({ tier }),
});
