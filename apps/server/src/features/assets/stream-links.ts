import { STREAM_LINK_TTL_MS } from '@stagepass/domain/assets';
import type { SecretBox } from '../../security/secret-box';

/** GET /api/stream_media (spec 001 §7: 'Asset download and stream URLs use a request name of stream_media'). */
export const STREAM_MEDIA_PATH = '/api/stream_media';

export type StreamKind = 'asset' | 'video' | 'preview';

/**
 * The sessions are bearer tokens (never cookies), and an <audio> or <video> element, or a download link, cannot send
 * a header: a link to the file itself carries `t`, the viewer and the asset sealed (AES-GCM, SecretBox) with an expiry
 * a few hours on. The route checks the viewer's access again on every request; the token only says who asks. Preview
 * links need none (a published asset's preview is public).
 */
interface StreamToken {
  /** The viewer's member id, 0 for a logged-out viewer of an asset open to everyone. */
  m: number;
  a: number;
  e: number;
}

export function streamUrl(
  secrets: SecretBox,
  nowMs: number,
  link: { kind: StreamKind; assetId: number; viewerId: number | null; download?: boolean },
): string {
  if (link.kind === 'preview') return `${STREAM_MEDIA_PATH}?preview=${link.assetId}`;
  const token: StreamToken = { m: link.viewerId ?? 0, a: link.assetId, e: nowMs + STREAM_LINK_TTL_MS };
  const t = encodeURIComponent(secrets.seal(JSON.stringify(token)));
  return `${STREAM_MEDIA_PATH}?${link.kind}=${link.assetId}${link.download ? '&download=1' : ''}&t=${t}`;
}

/** The viewer a link's token names (null: logged out), or 'invalid' when it is not ours, for another asset, or old. */
export function openStreamToken(
  secrets: SecretBox,
  token: string,
  assetId: number,
  nowMs: number,
): number | null | 'invalid' {
  try {
    const parsed = JSON.parse(secrets.open(token)) as Partial<StreamToken>;
    if (parsed.a !== assetId || typeof parsed.e !== 'number' || parsed.e <= nowMs || typeof parsed.m !== 'number')
      return 'invalid';
    return parsed.m === 0 ? null : parsed.m;
  } catch {
    return 'invalid';
  }
}
