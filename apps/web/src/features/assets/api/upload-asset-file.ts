import type { ErrorBody } from '@stagepass/contract/errors';
import type { UploadAnswer } from '@stagepass/contract/profiles/gallery';
import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { UPLOAD_PURPOSE_ASSET } from '@stagepass/domain/assets';
import { RpcError } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';

export const ASSET_UPLOAD_URL = `/api/upload?purpose=${UPLOAD_PURPOSE_ASSET}`;

/**
 * An asset's file through `POST /api/upload?purpose=asset` (the gallery's upload, which then also takes the §9 audio
 * types): multipart with the stored session, streamed by the browser. Answers the upload (create_asset names its
 * upload_id); a refusal is an RpcError with the server's message (a file that is not audio, video or an image by its
 * bytes, or one over 100 MB).
 */
export async function uploadAssetFile(file: File): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  const session = useSessionStore.getState().session;
  let res: Response;
  try {
    res = await fetch(ASSET_UPLOAD_URL, {
      method: 'POST',
      headers: { accept: 'application/json', ...(session ? { authorization: `Bearer ${session}` } : {}) },
      credentials: 'include',
      body,
    });
  } catch {
    throw new RpcError(UNKNOWN_SERVER_ERROR, 'NETWORK_ERROR', 0);
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // an empty or non-JSON answer: handled below
  }
  if (res.ok && json && typeof json === 'object' && 'data' in json) return (json as { data: UploadAnswer }).data;
  const b = (json && typeof json === 'object' ? json : {}) as Partial<ErrorBody>;
  const message = typeof b.message === 'string' && b.message.trim() ? b.message : UNKNOWN_SERVER_ERROR;
  throw new RpcError(message, typeof b.code === 'string' ? b.code : `HTTP_${res.status}`, res.status, b.field);
}
