import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import type { Database } from '@stagepass/db/client';
import {
  ASSET_NO_ACCESS,
  ASSET_NO_FILE,
  ASSET_NO_PREVIEW,
  ASSET_NOT_FOUND,
  RANGE_MAX_PARTS,
  RANGE_TOO_MANY_MESSAGE,
  STREAM_LINK_EXPIRED,
} from '@stagepass/domain/assets';
import type { Clock } from '../../adapters/clock';
import type { StoredObject, Storage } from '../../adapters/storage/storage';
import { AppError } from '../../rpc/app-error';
import type { SecretBox } from '../../security/secret-box';
import { findBySessionToken } from '../accounts/accounts-repository';
import { hashToken } from '../accounts/session-token';
import { hasAccess, visibleTo } from './asset-access';
import * as repo from './assets-repository';
import { openStreamToken, STREAM_MEDIA_PATH, type StreamKind } from './stream-links';

export interface StreamDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  secrets: SecretBox;
}

const KINDS: readonly StreamKind[] = ['asset', 'video', 'preview'];
const RANGE_PAST_END = 'The requested range starts past the end of the file.';
const NAME_ONE = 'Name one of asset, video or preview, with an asset id.';

/**
 * `GET /api/stream_media?asset=ID` (or `video=ID`, `preview=ID`; issue 14, spec 001 §7 stream_media): the asset's file
 * served with HTTP Range, so audio and video seek: 206 with content-range for a range, 416 (with the size in
 * content-range) for one that starts past the end, 200 with the whole file without one. `download=1` adds
 * content-disposition with the server's filename (download_asset), and a file that is not there answers 204 ('download failed' on screen).
 *
 * Who asks: the session's bearer header, as for POST /api, or the link's `t` (stream-links.ts: an <audio> element
 * cannot send a header). Access is checked on every request. preview=ID is the asset's preview, open to everyone who
 * may see the asset. asset=ID and video=ID are the file itself: without access (a non-buyer) they answer 403 with
 * ASSET_NO_ACCESS rather than quietly serving the preview, so a player never passes a clip off as the song;
 * stream_media already hands non-buyers the preview URL.
 */
export async function assetStreamRoutes(app: FastifyInstance, deps: StreamDeps) {
  app.get<{ Querystring: Record<string, string | undefined> }>(STREAM_MEDIA_PATH, async (req, reply) => {
    const named = KINDS.filter((k) => req.query[k] !== undefined);
    const kind = named.length === 1 ? named[0]! : null;
    const assetId = kind ? Number(req.query[kind]) : NaN;
    if (!kind || !Number.isInteger(assetId) || assetId < 1 || assetId > 2_147_483_647)
      throw new AppError('INVALID_INPUT', NAME_ONE, 'asset');
    const download = req.query.download === '1';
    const viewerId = await viewerOf(req, deps, assetId);

    const row = await repo.findActive(deps.db, assetId);
    if (!row || !(await visibleTo(deps.db, viewerId, row)) || (kind === 'video' && row.type !== 'Video'))
      throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, kind);
    let key: string | null;
    let mime: string | null;
    if (kind === 'preview') {
      if (!row.previewKey) throw new AppError('NOT_FOUND', ASSET_NO_PREVIEW, kind);
      [key, mime] = [row.previewKey, row.previewMime];
    } else {
      if (!(await hasAccess(deps.db, viewerId, row))) throw new AppError('FORBIDDEN', ASSET_NO_ACCESS, kind);
      [key, mime] = [row.mediaKey, row.mediaMime];
    }
    const object = key ? await deps.storage.stat(key) : null;
    if (!key || !object) {
      if (download) return reply.code(204).send();
      throw new AppError('NOT_FOUND', kind === 'preview' ? ASSET_NO_PREVIEW : ASSET_NO_FILE, kind);
    }
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store')
      // Never run as a document, whatever was stored.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (kind !== 'preview' && (download || req.query.view === '1'))
      reply.header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', row.mediaFilename));
    return sendRange(req, reply, deps.storage, key, object, mime ?? object.contentType);
  });
}

/** The member a request speaks for: its bearer session, else its link token; null when logged out. */
async function viewerOf(req: FastifyRequest, deps: StreamDeps, assetId: number): Promise<number | null> {
  const header = req.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (bearer) {
    const found = await findBySessionToken(deps.db, hashToken(bearer), new Date(deps.clock.now()));
    if (found) return found.member.id;
  }
  const token = (req.query as Record<string, string | undefined>).t;
  if (!token) return null;
  const viewer = openStreamToken(deps.secrets, token, assetId, deps.clock.now());
  if (viewer === 'invalid') throw new AppError('FORBIDDEN', STREAM_LINK_EXPIRED, 't');
  return viewer;
}

/** content-disposition with the filename twice: plain ASCII for old clients, and RFC 5987 UTF-8. */
export function contentDisposition(type: 'attachment' | 'inline', filename: string | null): string {
  if (!filename) return type;
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The object, whole or the one range asked for (range-parser; several ranges get the whole file, and more than
 * RANGE_MAX_PARTS are refused with 416). Only the bytes sent are read from storage.
 */
async function sendRange(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  object: Omit<StoredObject, 'body'>,
  mime: string,
) {
  const size = object.size;
  reply.type(mime);
  const header = req.headers.range;
  const refuse = (message: string) =>
    reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('application/json; charset=utf-8')
      .send({ message, code: 'INVALID_INPUT', field: 'range' });
  // Issue 16: a header of many ranges (1,000 is an attack on servers that answer each) is refused before parsing.
  if (header && header.split(',').length > RANGE_MAX_PARTS) return refuse(RANGE_TOO_MANY_MESSAGE);
  const ranges = header ? rangeParser(size, header, { combine: true }) : -2;
  if (ranges === -1) return refuse(RANGE_PAST_END);
  // -2 (no header, or one we cannot read) or ranges of another unit or several: the whole file, as RFC 9110 allows.
  const range = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;
  const read = await storage.get(key, range ?? undefined);
  if (!read) throw new AppError('NOT_FOUND', ASSET_NO_FILE, 'asset');
  if (!range) return reply.header('content-length', size).send(read.body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(read.body);
}
