import { z } from 'zod';
import { ASSET_LIST_MAX } from '@stagepass/domain/assets';
import { SEARCH_MAX_LENGTH } from '@stagepass/domain/talent-search';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { assetType, assetView } from './fields';

// spec 001 §7 get_assets, §5 'List filters are mutually exclusive by priority: assets: purchased, then assetId (with
// inline), then the type/byId/lookFor group'. purchased (signed in): the assets the caller bought, newest purchase
// first. assetId: that one asset, with its HTML body when inline and the caller has access. Otherwise type, byId and
// lookFor combine (lookFor: every word as a prefix of the name or description), newest first. Only published, active
// assets, except a creator's own (byId = the caller) which include the unpublished. Open to everyone.
export const get_assets = defineRequest({
  name: 'get_assets',
  summary: 'Assets: purchased, one by id, or by type, creator and search',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    purchased: z.boolean().optional(),
    assetId: idField.optional(),
    inline: z.boolean().optional(),
    type: assetType.optional(),
    byId: idField.optional(),
    lookFor: z.string().max(SEARCH_MAX_LENGTH).optional(),
    limit: z.number().int().min(1).max(ASSET_LIST_MAX).optional(),
    offset: z.number().int().min(0).max(10_000).optional(),
  }),
  output: z.object({ assets: z.array(assetView) }),
});
