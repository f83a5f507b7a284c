import { z } from 'zod';
import { ASSET_CREATORS_ONLY } from '@stagepass/domain/assets';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { assetEditFields as f, assetType, assetView } from './fields';

// spec 001 §7 update_asset (payload not shown: the fields of create_asset, each optional, with asset_id). Only the
// owner edits an asset; another talent's, or a deleted one, answers 404. A new `asset` replaces the file (and the
// preview clip); the content must still fit the type (a body for blogs and newsletters, a file for the others).
// price null takes it off sale; state 'deleted' is delete_asset. Afterwards the client refreshes the by_id list.
export const update_asset = defineRequest({
  name: 'update_asset',
  summary: 'Edit one of your assets',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  roleRefusal: ASSET_CREATORS_ONLY,
  input: z.object({
    asset_id: idField,
    type: assetType.optional(),
    name: f.name.optional(),
    description: f.description.optional(),
    asset: f.asset.optional(),
    assetData: f.assetData.optional(),
    preview: f.preview.optional(),
    published: f.published.optional(),
    allow_access: f.allow_access.optional(),
    price: f.price.optional(),
    currency: f.currency.optional(),
    tier_ids: f.tier_ids.optional(),
    category_ids: f.category_ids.optional(),
    membership: f.membership.optional(),
    state: z.enum(['active', 'deleted']).optional(),
    product_ids: f.product_ids.optional(),
    image: f.image.optional(),
  }),
  output: z.object({ asset: assetView }),
});
