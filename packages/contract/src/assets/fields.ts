import { z } from 'zod';
import {
  ASSET_BODY_EMPTY,
  ASSET_BODY_MAX_CHARS,
  ASSET_CATEGORY_UNKNOWN,
  ASSET_CURRENCY_UNKNOWN,
  ASSET_DESCRIPTION_MAX,
  ASSET_LINKS_MAX,
  ASSET_MAX_PRICE_CENTS,
  ASSET_MIN_PRICE_CENTS,
  ASSET_NAME_MAX,
  ASSET_PREVIEW_MAX,
  ASSET_PRICE_TOO_LOW,
  isAssetCategory,
  isEmptyAssetBody,
} from '@stagepass/domain/assets';
import { ASSET_TYPES, OFFERED_CURRENCIES } from '@stagepass/domain/commerce';
import { idField } from '../ids';

/** A data URL of a picture is checked by the handler (spec 000 §5 rules); this only caps what is read. */
const DATA_URL_MAX_CHARS = 11 * 1024 * 1024;

/** spec 001 §3 Asset type: Blog, Newsletter, Video, Song, Podcast, Photograph. */
export const assetType = z.enum(ASSET_TYPES);

export const assetName = z.string().trim().min(1, 'Please enter a name').max(ASSET_NAME_MAX);
export const assetDescription = z.string().trim().max(ASSET_DESCRIPTION_MAX);
export const assetPreviewText = z.string().trim().max(ASSET_PREVIEW_MAX);

/** spec 001 §3 asset_data, §5 the empty-HTML check: the HTML body of a blog or newsletter (sanitised by the server). */
export const assetBody = z
  .string()
  .max(ASSET_BODY_MAX_CHARS)
  .refine((html) => !isEmptyAssetBody(html), ASSET_BODY_EMPTY);

/** The price to buy it outright, in the minor unit of its currency; null: not sold on its own. */
export const assetPrice = z
  .number()
  .int()
  .min(ASSET_MIN_PRICE_CENTS, ASSET_PRICE_TOO_LOW)
  .max(ASSET_MAX_PRICE_CENTS)
  .nullable();

/** §9 Currencies: one of the offered ISO 4217 codes, upper case. */
export const assetCurrency = z.enum(OFFERED_CURRENCIES as [string, ...string[]], { error: ASSET_CURRENCY_UNKNOWN });

const idList = z
  .array(idField)
  .max(ASSET_LINKS_MAX)
  .transform((ids) => [...new Set(ids)]);

export const assetTierIds = idList;
export const assetProductIds = idList;
export const assetCategoryIds = z
  .array(z.number().int())
  .max(ASSET_LINKS_MAX)
  .refine((ids) => ids.every(isAssetCategory), ASSET_CATEGORY_UNKNOWN)
  .transform((ids) => [...new Set(ids)]);

/** The cover picture: a data URL (JPG or PNG, cropped at 1.42 by the client), checked and re-encoded by the server. */
export const assetImage = z.string().min(1).max(DATA_URL_MAX_CHARS);

/** The file: the upload_id POST /api/upload?purpose=asset answered (the caller's own upload). */
export const assetUpload = idField;

/** spec 001 §3 Asset product_ids: pairs of product id and name. */
export const assetProductPair = z.object({ product_id: z.number().int(), name: z.string() });

/**
 * spec 001 §3 Asset, as a viewer sees it. allow_access: whether this viewer has it in full (its owner, a buyer, a
 * subscriber of one of its tiers, or everyone when the creator opened it): false shows the 'Preview' badge and only
 * the preview. open_access is the creator's allow_access setting (what the asset form edits). asset_data, the HTML
 * body, is sent only where asked for (get_assets with assetId and inline, user_get_asset) and only with access.
 */
export const assetView = z.object({
  id: z.number().int(),
  type: assetType,
  name: z.string(),
  description: z.string(),
  asset_data: z.string().nullable(),
  owner_id: z.number().int(),
  creator_name: z.string(),
  creator_photo: z.string().nullable(),
  image: z.string().nullable(),
  preview: z.string().nullable(),
  published: z.boolean(),
  allow_access: z.boolean(),
  open_access: z.boolean(),
  price: z.number().int().nullable(),
  currency: z.string(),
  tier_ids: z.array(z.number().int()),
  state: z.enum(['active', 'deleted']),
  membership: z.boolean(),
  category_ids: z.array(z.number().int()),
  product_ids: z.array(assetProductPair),
  /** The kind of its file (§9: video, audio, image), null for a blog or newsletter. */
  file_kind: z.enum(['video', 'audio', 'image']).nullable(),
  /** Whether there is a preview to play or show (a song's clip, a photograph's small picture). */
  has_preview: z.boolean(),
  /** The viewer bought it (asset_purchases, Charged). */
  purchased: z.boolean(),
  is_owner: z.boolean(),
  /** The asset's post: its comments are the asset's (get_posts with asset_id). */
  post_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetView = z.infer<typeof assetView>;

/** A purchase of an asset, as the buyer is answered. */
export const assetPurchaseRow = z.object({
  purchase_id: z.number().int(),
  asset_id: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  fee_cents: z.number().int(),
  status: z.enum(['Pending', 'Charged', 'Failed', 'Refunded']),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: z.string(),
});
export type AssetPurchaseRow = z.infer<typeof assetPurchaseRow>;

/** The fields create_asset and update_asset share (spec 001 §3 Asset; update_asset's payload is not shown: the same). */
export const assetEditFields = {
  name: assetName,
  description: assetDescription,
  asset: assetUpload,
  assetData: assetBody,
  preview: assetPreviewText,
  published: z.boolean(),
  allow_access: z.boolean(),
  price: assetPrice,
  currency: assetCurrency,
  tier_ids: assetTierIds,
  category_ids: assetCategoryIds,
  membership: z.boolean(),
  product_ids: assetProductIds,
  image: assetImage,
};
