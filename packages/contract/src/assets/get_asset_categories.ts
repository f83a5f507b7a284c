import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

// spec 001 §7 get_asset_categories: the categories an asset may be filed under (category_ids), for the asset form and
// the marketplace filters. The spec does not list them: ours, in packages/domain/src/assets.ts. Open to everyone.
export const get_asset_categories = defineRequest({
  name: 'get_asset_categories',
  summary: 'The categories an asset may be filed under',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({ categories: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});
