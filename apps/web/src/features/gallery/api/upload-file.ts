import type { ErrorBody } from '@stagepass/contract/errors';
import type { UploadAnswer } from '@stagepass/contract/profiles/gallery';
import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { RpcError } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';

export const UPLOAD_URL = '/api/upload';

/**
 * `POST /api/upload` (issue 13): one file as multipart/form-data with the stored session, streamed by the browser.
 * Answers where the file is served; a refusal is an RpcError with the server's message (spec 001 §8: a video over
 * 100 MB gets 'Videos must be less than 100 mb. …'). `url` names another purpose of the same upload (an asset's file).
 */
export async function uploadFile(file: File, url: string = UPLOAD_URL): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  const session = useSessionStore.getState().session;
  let res: Response;
  try {
    res = await fetch(url, {
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
