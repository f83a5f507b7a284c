import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 download_asset (asset_id; file download, or view in a buffer returning a url and filename). Those with
// access (the owner, a buyer, a subscriber of one of its tiers) get the asset's download link, a stream_media URL
// (§7: 'Asset download and stream URLs use a request name of stream_media'), and the server's filename: GET on it
// answers 200 with the file (content-disposition with that name), or 204 when there is no file ('download failed').
// view: the link shows the file inline, to view in a buffer. Anyone else: 404.
export const download_asset = defineRequest({
  name: 'download_asset',
  summary: 'The download (or view) link of an asset you own',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ asset_id: idField, view: z.boolean().optional() }),
  output: z.object({
    url: z.string(),
    filename: z.string(),
    mime: z.string().nullable(),
    bytes: z.number().int().nullable(),
  }),
});
