import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isSafeKey } from './keys';
import type { Storage } from './storage';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset uses AWS. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: what MinIO-style endpoints need. */
  forcePathStyle: boolean;
}

/**
 * Nothing is stored under the key: S3 answers NoSuchKey, some compatible services a bare 404. A missing
 * bucket is a 404 too, but that is a broken configuration and must not pass for an empty one.
 */
function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException) || err.name === 'NoSuchBucket') return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

/**
 * The real store (DESIGN.md §5): objects in an S3-compatible bucket, under the same keys as the local
 * store. Keys are checked with isSafeKey too, so both stores accept and refuse exactly the same keys.
 */
export function createS3Storage(settings: S3StorageSettings, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer
      // default (CRC32 headers and trailers on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A stuck bucket must not hold /media requests open for ever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async putFile(key, path, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      // The length is known from the file, so one streamed PUT does (S3 takes up to 5 GB that way).
      const { size } = await stat(path);
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(path),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    },
    async get(key, range) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await s3.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        if (!out.Body) return null;
        const contentType = out.ContentType ?? 'application/octet-stream';
        // A ranged answer tells the whole size after the slash: 'bytes 100-1123/70000'.
        const whole = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : out.ContentLength;
        // In Node the body is the response stream (an IncomingMessage); keep it streaming.
        if (out.Body instanceof Readable && whole !== undefined && Number.isFinite(whole)) {
          return { body: out.Body, size: whole, contentType };
        }
        // No length given (or not a Node stream): read it whole to know its size.
        const bytes = await out.Body.transformToByteArray();
        return { body: Readable.from([Buffer.from(bytes)]), size: bytes.byteLength, contentType };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      try {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        // S3 answers 204 for a missing key; a compatible service may say 404 instead.
        if (!isNotFound(err)) throw err;
      }
    },
  };
}
