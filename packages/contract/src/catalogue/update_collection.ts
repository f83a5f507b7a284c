import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import {
  assetList,
  catalogueImage,
  collection,
  collectionName,
  collectionPrice,
  collectionState,
  currency,
  description,
  imageType,
} from './fields';

// spec 001 §7 update_collection (collection_id, name, description, price, state, image, image_type, asset_list), §4:
// 'Collection state can be changed by update'. Fields left out keep their value; asset_list replaces the list (the
// caller's own assets: another member's answers 404). Another member's collection answers 404.
export const update_collection = defineRequest({
  name: 'update_collection',
  summary: 'Edit one of your collections',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({
    collection_id: idField,
    name: collectionName.optional(),
    description: description.optional(),
    price: collectionPrice.optional(),
    currency: currency.optional(),
    state: collectionState.optional(),
    image: catalogueImage.optional(),
    image_type: imageType.optional(),
    asset_list: assetList.optional(),
  }),
  output: z.object({ collection }),
});
