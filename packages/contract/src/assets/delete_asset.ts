import { z } from 'zod';
import { ASSET_CREATORS_ONLY } from '@stagepass/domain/assets';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 delete_asset (asset_id): the owner deletes an asset; it is kept with state 'deleted' (its buyers'
// purchases stay on record) and is shown nowhere. Another talent's asset, or one already deleted, answers 404.
export const delete_asset = defineRequest({
  name: 'delete_asset',
  summary: 'Delete one of your assets',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  roleRefusal: ASSET_CREATORS_ONLY,
  input: z.object({ asset_id: idField }),
  output: z.object({ asset_id: z.number().int(), deleted: z.literal(true) }),
});
