import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { CREATOR } from './access';
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

// spec 001 §3 Product create fields, §5 optional fields: type_id (of get_product_types), name, desc, image +
// image_type (optional; a data URL cropped 0.75, checked and re-encoded by the server), subtype_type_ids (optional,
// sub-types of type_id), tags (optional, 'sent as a JSON string' of a list of strings: 400 'tags' otherwise).
// Talent only. Answers the product as get_products shows it.
export const create_product = defineRequest({
  name: 'create_product',
  summary: 'Create a digital product',
  auth: ['Specialist'],
  access: CREATOR,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({
    type_id: typeId,
    name: productName,
    desc: description.default(''),
    image: catalogueImage.optional(),
    image_type: imageType.optional(),
    subtype_type_ids: subtypeTypeIds.optional(),
    tags: tagsJson.optional(),
  }),
  output: z.object({ product }),
});
