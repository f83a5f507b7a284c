import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { catalogueImage, description, imageType, tier, tierName, typeId } from './fields';

// spec 001 §3 Tier, §7 create_tier: a level of one of the caller's products (product_id), with name, desc, image +
// image_type and an optional type_id. Another member's product answers 404. Answers the tier (no plans yet).
export const create_tier = defineRequest({
  name: 'create_tier',
  summary: 'Add a tier to one of your products',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({
    product_id: idField,
    name: tierName,
    desc: description.default(''),
    image: catalogueImage.optional(),
    image_type: imageType.optional(),
    type_id: typeId.optional(),
  }),
  output: z.object({ tier }),
});
