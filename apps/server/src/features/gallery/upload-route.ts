import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadAnswer } from '@stagepass/contract/profiles/gallery';
import type { Database } from '@stagepass/db/client';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@stagepass/domain/limits';
import { ASSET_UPLOAD_ACCEPTED_MIME, ASSET_UPLOAD_TYPE_MESSAGE, UPLOAD_PURPOSE_ASSET } from '@stagepass/domain/assets';
import {
  UPLOAD_ACCEPTED_MIME,
  UPLOAD_FILE_MISSING,
  UPLOAD_MAX_BYTES,
  UPLOAD_TRUNCATED_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
  uploadKindOf,
  uploadQuotaProblem,
} from '@stagepass/domain/media';
import type { Clock } from '../../adapters/clock';
import { mediaUrl, newMediaKey } from '../../adapters/storage/keys';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import { AppError } from '../../rpc/app-error';
import { findBySessionToken } from '../accounts/accounts-repository';
import { prepareImage } from '../accounts/profile-image';
import { hashToken } from '../accounts/session-token';
import { insertUpload, uploadHoldings } from './gallery-repository';

export interface UploadDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'DATA_DIR'>;
  storage: Storage;
  /** The largest file taken, in bytes (spec 001 §9: 100 MB). Tests lower it. */
  maxBytes?: number;
}

/** What file-type needs to see to name a type: its longest signature check reads this far. */
const SNIFF_BYTES = 4100;
/** Boundaries and part headers around the file: a body longer than the file by more than this is refused unread. */
const MULTIPART_SLACK = 64 * 1024;

/**
 * `POST /api/upload` (issue 13, DESIGN.md §2): one file as multipart/form-data, from a signed-in member. The file is
 * streamed to a temporary file while its bytes are counted, so nothing near 100 MB is ever held in memory; past the
 * §9 maximum it stops with the §8 message (413). Its type is judged by its first bytes (file-type), never its name:
 * the §5 types (MP4 and QuickTime video, JPEG and PNG). A video is then streamed to storage as it is; an image (at
 * most 7,500,000 bytes) is re-encoded like every other image. The file is recorded in `uploads` and answered as
 * `{ data: { upload_id, url, kind, mime, bytes } }`; a Video gallery item names it by that url.
 * `POST /api/upload?purpose=asset` (issue 14): the file is for an asset (create_asset names its upload_id), so the
 * §9 audio types are taken too (MP3, WAV, M4A, FLAC, AAC), still judged by their bytes: an executable named .mp3 is
 * refused with ASSET_UPLOAD_TYPE_MESSAGE.
 * Upload quotas (domain/media.ts): files per 24 hours (429), bytes held unused and in all (413), each with a message
 * saying the limit and what to do; checked before the body is read (by its declared length) and again, exactly,
 * when the upload is recorded. An upload stays unclaimed until an asset or a gallery item uses it, and one left
 * unused is removed by the upload-cleanup clock job (upload-cleanup.ts).
 */
export async function uploadRoute(app: FastifyInstance, deps: UploadDeps) {
  const maxBytes = deps.maxBytes ?? UPLOAD_MAX_BYTES;
  const incoming = join(resolve(deps.config.DATA_DIR), 'incoming');
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // One file, no other fields; busboy stops one byte past the maximum so the count below sees it.
    limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });

  app.post('/api/upload', async (req): Promise<{ data: UploadAnswer }> => {
    const member = await authenticate(req, deps);
    if (!member) throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_SLACK)
      throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_TOO_LARGE_MESSAGE, 'file');
    if (!req.isMultipart()) throw new AppError('INVALID_INPUT', UPLOAD_FILE_MISSING, 'file');
    // The file is at least one byte (an empty one is refused), and at least the declared body less the multipart
    // slack: a member already at a quota is refused unread.
    const atLeast = Math.max(1, Number.isFinite(declared) ? declared - MULTIPART_SLACK : 0);
    const early = uploadQuotaProblem(await uploadHoldings(deps.db, member.id, new Date(deps.clock.now())), atLeast);
    if (early) throw quotaError(early);

    let part;
    try {
      part = await req.file();
    } catch {
      throw new AppError('INVALID_INPUT', UPLOAD_FILE_MISSING, 'file');
    }
    if (!part) throw new AppError('INVALID_INPUT', UPLOAD_FILE_MISSING, 'file');

    const forAsset = (req.query as { purpose?: unknown } | undefined)?.purpose === UPLOAD_PURPOSE_ASSET;
    const accepts: Accepts = forAsset
      ? { mime: ASSET_UPLOAD_ACCEPTED_MIME, message: ASSET_UPLOAD_TYPE_MESSAGE }
      : { mime: UPLOAD_ACCEPTED_MIME, message: UPLOAD_TYPE_MESSAGE };
    await mkdir(incoming, { recursive: true });
    const tmp = join(incoming, `${randomBytes(12).toString('hex')}.part`);
    try {
      const { bytes, mime, extension } = await receive(part.file, tmp, maxBytes, accepts);
      const kind = uploadKindOf(extension);
      if (!kind) throw new AppError('INVALID_INPUT', accepts.message, 'file');
      let stored: { key: string; mime: string; bytes: number };
      if (kind === 'image') {
        if (bytes > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE, 'file');
        const image = await prepareImage(`data:${mime};base64,${(await readFile(tmp)).toString('base64')}`, 'image');
        const key = newMediaKey('uploads', image.extension);
        await deps.storage.put(key, image.bytes, image.contentType);
        stored = { key, mime: image.contentType, bytes: image.bytes.length };
      } else {
        const key = newMediaKey('uploads', extension);
        await deps.storage.putFile(key, tmp, mime);
        stored = { key, mime, bytes };
      }
      let recorded;
      try {
        recorded = await insertUpload(
          deps.db,
          {
            memberId: member.id,
            kind,
            mime: stored.mime,
            bytes: stored.bytes,
            url: mediaUrl(stored.key),
            createdAt: new Date(deps.clock.now()),
          },
          (held) => uploadQuotaProblem(held, stored.bytes),
        );
      } catch (err) {
        await deps.storage.delete(stored.key).catch(() => {});
        throw err;
      }
      if ('refused' in recorded) {
        await deps.storage.delete(stored.key).catch(() => {});
        throw quotaError(recorded.refused);
      }
      const row = recorded.upload;
      return { data: { upload_id: row.id, url: row.url, kind: row.kind, mime: row.mime, bytes: row.bytes } };
    } finally {
      await rm(tmp, { force: true });
    }
  });
}

/**
 * Copies the file stream to `path`, counting: past `maxBytes` it stops with the §8 message. The first bytes are kept
 * to judge the type as soon as there are enough of them, so a file of the wrong type is refused without being read
 * to the end.
 */
/** The types an upload takes (by its bytes, with the extension each is stored under), and what a refusal says. */
interface Accepts {
  mime: Readonly<Record<string, string>>;
  message: string;
}

async function receive(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  path: string,
  maxBytes: number,
  accepts: Accepts,
): Promise<{ bytes: number; mime: string; extension: string }> {
  const out = createWriteStream(path);
  const closed = once(out, 'close');
  // A write error rejects it before anything awaits it; it is awaited (and rethrown) below.
  closed.catch(() => {});
  let bytes = 0;
  const head: Buffer[] = [];
  let type: { mime: string; extension: string } | null = null;
  const sniff = async () => {
    const found = await fileTypeFromBuffer(Buffer.concat(head).subarray(0, SNIFF_BYTES));
    const extension = found ? accepts.mime[found.mime] : undefined;
    if (!found || !extension) throw new AppError('INVALID_INPUT', accepts.message, 'file');
    return { mime: found.mime, extension };
  };
  try {
    for await (const chunk of file) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_TOO_LARGE_MESSAGE, 'file');
      if (!type) {
        head.push(chunk);
        if (bytes >= SNIFF_BYTES) type = await sniff();
      }
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), closed]);
    }
    if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_TOO_LARGE_MESSAGE, 'file');
    if (bytes === 0) throw new AppError('INVALID_INPUT', UPLOAD_FILE_MISSING, 'file');
    type ??= await sniff();
    out.end();
    await closed;
    return { bytes, ...type };
  } catch (err) {
    const writing = out.errored;
    out.destroy();
    await closed.catch(() => {});
    // Issue 16: the body ended inside the file (busboy's 'Unexpected end of form', a dropped connection).
    if (!(err instanceof AppError) && !writing) throw new AppError('INVALID_INPUT', UPLOAD_TRUNCATED_MESSAGE, 'file');
    throw err;
  }
}

/**
 * A passed upload quota: a rate (files per 24 hours) is 429, with the window as the longest wait (Retry-After);
 * bytes held are 413.
 */
function quotaError(problem: { limit: 'daily' | 'unused' | 'total'; message: string }): AppError {
  if (problem.limit === 'daily') return AppError.tooManyRequests(problem.message, 24 * 60 * 60, 'file');
  return new AppError('PAYLOAD_TOO_LARGE', problem.message, 'file');
}

async function authenticate(req: FastifyRequest, deps: UploadDeps) {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  if (!token) return null;
  const found = await findBySessionToken(deps.db, hashToken(token), new Date(deps.clock.now()));
  return found?.member ?? null;
}
