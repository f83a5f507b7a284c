import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import {
  catalogueImage,
  description,
  imageType,
  product,
  productName,
  subtypeTypeIds,
  tagsJson,
  typeId,
} from './fields';

// spec 001 §7 update_product (product_id, name, desc, optional type_id, image, image_type, subtype_type_ids, tags):
// the owner edits a product; fields left out keep their value (§5: optional fields are sent only when present), an
// image '' removes the picture. Another member's product answers 404.
export const update_product = defineRequest({
  name: 'update_product',
  summary: 'Edit one of your products',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({
    product_id: idField,
    name: productName,
    desc: description,
    type_id: typeId.optional(),
    image: catalogueImage.optional(),
    image_type: imageType.optional(),
    subtype_type_ids: subtypeTypeIds.optional(),
    tags: tagsJson.optional(),
  }),
  output: z.object({ product }),
});
