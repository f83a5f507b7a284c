import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
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

// spec 001 §3 Collection, §7 create_collection: a priced bundle of the caller's own assets (asset_list, in order;
// another member's asset, or a deleted one, answers 404), with name, description, price (cents, in currency, USD by
// default), state ('active' by default) and image + image_type.
export const create_collection = defineRequest({
  name: 'create_collection',
  summary: 'Bundle some of your assets into a collection',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({
    name: collectionName,
    description: description.default(''),
    price: collectionPrice.default(0),
    currency: currency.default('USD'),
    state: collectionState.default('active'),
    image: catalogueImage.optional(),
    image_type: imageType.optional(),
    asset_list: assetList.default([]),
  }),
  output: z.object({ collection }),
});
