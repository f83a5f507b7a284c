import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { viewerPosition } from '../catalogue/fields';
import { assetView } from './fields';

// spec 001 §7 user_get_asset (asset_id, country): one asset with the caller's access (allow_access, purchased,
// is_owner) and, with access, its HTML body. price_text is its price in the display currency (§9: the member's if
// offered, else the first offered: an asset has one), or 'unsupported country code' for a country outside §9 (§8).
// Without country the caller's position decides (browser, IP, stored address, US). A deleted asset, or an unpublished
// one of someone else, answers 404. Open to everyone.
export const user_get_asset = defineRequest({
  name: 'user_get_asset',
  summary: 'One asset, with your access to it',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    asset_id: idField,
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'country: use a two-letter country code')
      .optional(),
    ...viewerPosition,
  }),
  output: z.object({
    asset: assetView,
    price_text: z.string().nullable(),
    display_currency: z.string().nullable(),
  }),
});
