import { z } from 'zod';
import { ASSET_LIST_MAX } from '@stagepass/domain/assets';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { assetView } from './fields';

// spec 001 §7 get_assets_for_product (product_id): the published assets of a product, newest first (the product's
// owner also sees the unpublished). A product that does not exist, or is disabled (to anyone but its owner), answers
// 404. Open to everyone.
export const get_assets_for_product = defineRequest({
  name: 'get_assets_for_product',
  summary: "A product's assets",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    product_id: idField,
    limit: z.number().int().min(1).max(ASSET_LIST_MAX).optional(),
    offset: z.number().int().min(0).max(10_000).optional(),
  }),
  output: z.object({ assets: z.array(assetView) }),
});
