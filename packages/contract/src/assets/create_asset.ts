import { z } from 'zod';
import { ASSET_CREATORS_ONLY, assetContentProblem } from '@stagepass/domain/assets';
import { ACCESS, defineRequest } from '../define';
import { assetEditFields as f, assetType, assetView } from './fields';

// spec 001 §3 Asset, §5, §7 create_asset, §8: a talent's blog, newsletter, video, song, podcast or photograph.
// `asset` is the file (the upload_id of POST /api/upload?purpose=asset: audio for songs and podcasts, video, or an
// image for photographs, each judged by its bytes); `assetData` the HTML body of a blog or newsletter (sanitised by the
// server, and refused when empty). Neither: 'must specify asset or assetData'. tier_ids and product_ids must be the
// talent's own (else 404); category_ids come from get_asset_categories. Songs and podcasts get a preview clip.
// Optional fields are sent only when present (§5). Answers the asset as its owner sees it.
export const create_asset = defineRequest({
  name: 'create_asset',
  summary: 'Create a digital asset',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  roleRefusal: ASSET_CREATORS_ONLY,
  input: z
    .object({
      type: assetType,
      name: f.name,
      description: f.description.default(''),
      asset: f.asset.optional(),
      assetData: f.assetData.optional(),
      preview: f.preview.optional(),
      published: f.published.default(true),
      allow_access: f.allow_access.default(false),
      price: f.price.default(null),
      currency: f.currency.default('USD'),
      tier_ids: f.tier_ids.default([]),
      category_ids: f.category_ids.default([]),
      membership: f.membership.default(false),
      state: z.literal('active').default('active'),
      product_ids: f.product_ids.default([]),
      image: f.image.optional(),
    })
    .superRefine((v, ctx) => {
      const problem = assetContentProblem(v.type, {
        asset: v.asset !== undefined,
        assetData: v.assetData !== undefined,
      });
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    }),
  output: z.object({ asset: assetView }),
});
