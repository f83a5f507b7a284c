import { z } from 'zod';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { EVERYONE } from './access';
import { countryCode, product, typeId, viewerPosition } from './fields';

// spec 001 §7 get_products, §5 list filters, by priority: createdByMe (the caller's own products, disabled ones
// included; a session is needed), then productId (one product), then byId (a creator's) and/or lookFor (a full-text
// prefix search of name and description) with ours, typeId (the marketplace's product type). Without a filter, the
// newest products. Others see enabled products only. Prices show in the currency of `country` (else the caller's
// position: the browser's latitude and longitude, IP, stored address, US; §9), answered as `country`. Open to
// everyone.
export const get_products = defineRequest({
  name: 'get_products',
  summary: 'Products: your own, one, a creator’s, a search or a product type',
  auth: 'public',
  access: EVERYONE,
  input: z.object({
    createdByMe: z.boolean().optional(),
    productId: idField.optional(),
    byId: idField.optional(),
    lookFor: z.string().max(100).optional(),
    typeId: typeId.optional(),
    country: countryCode.optional(),
    ...viewerPosition,
  }),
  output: z.object({ products: z.array(product), country: z.string() }),
});
