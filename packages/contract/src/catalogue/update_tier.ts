import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { catalogueImage, description, imageType, tier, tierName, typeId } from './fields';

// spec 001 §7 update_tier: the owner edits a tier; fields left out keep their value, an image '' removes the
// picture, type_id null clears it. Another member's tier answers 404.
export const update_tier = defineRequest({
  name: 'update_tier',
  summary: 'Edit one of your tiers',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({
    tier_id: idField,
    name: tierName.optional(),
    desc: description.optional(),
    image: catalogueImage.optional(),
    image_type: imageType.optional(),
    type_id: typeId.nullable().optional(),
  }),
  output: z.object({ tier }),
});
