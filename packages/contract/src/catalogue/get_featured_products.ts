import { z } from 'zod';
import { defineRequest } from '../define';
import { EVERYONE } from './access';
import { countryCode, product, typeId, viewerPosition } from './fields';

// spec 001 §3 Product: 'Featured lists exist by subscriber count, asset count and asset creation date'. Three rows
// of enabled products (of one product type with typeId): the most live subscriptions, the most assets, the latest
// asset created; ties go to the newer product. Prices as get_products. Open to everyone.
export const get_featured_products = defineRequest({
  name: 'get_featured_products',
  summary: 'The featured product rows of the marketplace',
  auth: 'public',
  access: EVERYONE,
  input: z.object({ typeId: typeId.optional(), country: countryCode.optional(), ...viewerPosition }),
  output: z.object({
    by_subscribers: z.array(product),
    by_assets: z.array(product),
    by_latest_asset: z.array(product),
    country: z.string(),
  }),
});
