import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7: 'Asset download and stream URLs use a request name of stream_media with video, asset or preview
// parameters.' The URL to play an asset: GET /api/stream_media?asset=ID (video=ID for a video, preview=ID for the
// preview) serves it with HTTP Range (206, 416 past the end), so audio and video seek. With access the URL is the file
// itself (a link good for a few hours); without (a non-buyer), or with preview, it is the preview, and url is null
// when there is none. preview in the answer says which. A deleted asset, or an unpublished one of someone else, is 404.
export const stream_media = defineRequest({
  name: 'stream_media',
  summary: 'The streaming URL of an asset (or of its preview)',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ asset_id: idField, preview: z.boolean().optional(), video: z.boolean().optional() }),
  output: z.object({ url: z.string().nullable(), preview: z.boolean(), mime: z.string().nullable() }),
});
