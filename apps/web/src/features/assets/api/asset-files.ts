import { DOWNLOAD_FAILED } from '@stagepass/domain/assets';
import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { RpcError } from '../../../lib/rpc';

/**
 * spec 001 §7 download: GET on download_asset's stream_media link. 200 saves the file under the server's filename,
 * 204 is 'download failed', any other status is refused (its message when it sent one).
 */
export async function saveDownload(url: string, filename: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include' });
  } catch {
    throw new RpcError(UNKNOWN_SERVER_ERROR, 'NETWORK_ERROR', 0);
  }
  if (res.status === 204) throw new RpcError(DOWNLOAD_FAILED, 'DOWNLOAD_FAILED', 204);
  if (res.status !== 200) {
    let message = UNKNOWN_SERVER_ERROR;
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) message = body.message;
    } catch {
      // no JSON body
    }
    throw new RpcError(message, `HTTP_${res.status}`, res.status);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = href;
    a.download = serverFilename(res.headers.get('content-disposition')) ?? filename;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}

/** The filename of a content-disposition header: the UTF-8 one (RFC 5987) first, else the plain one. */
export function serverFilename(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]*)"/i.exec(header);
  return plain?.[1] ?? null;
}
