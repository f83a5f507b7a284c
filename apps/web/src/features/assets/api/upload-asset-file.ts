import type { UploadAnswer } from '@stagepass/contract/profiles/gallery';
import { UPLOAD_PURPOSE_ASSET } from '@stagepass/domain/assets';
import { UPLOAD_URL, uploadFile } from '../../gallery/api/upload-file';

export const ASSET_UPLOAD_URL = `${UPLOAD_URL}?purpose=${UPLOAD_PURPOSE_ASSET}`;

/**
 * An asset's file through `POST /api/upload?purpose=asset` (the gallery's upload, which then also takes the §9 audio
 * types). Answers the upload (create_asset names its upload_id); a refusal is an RpcError with the server's message
 * (a file that is not audio, video or an image by its bytes, or one over 100 MB).
 */
export function uploadAssetFile(file: File): Promise<UploadAnswer> {
  return uploadFile(file, ASSET_UPLOAD_URL);
}
