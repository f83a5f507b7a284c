import type { Config } from '../../config';
import { createLocalStorage, localUploadsDir } from './local';
import type { Storage } from './storage';

/**
 * DESIGN.md §5: local disk under `${DATA_DIR}/uploads` by default.
 *
 * TODO(storage): the real adapter, an S3-compatible bucket, is not built: no S3 client package is
 * installed in this workspace. Add `@aws-sdk/client-s3` (and `@aws-sdk/lib-storage` for streamed
 * video uploads), write `s3.ts` implementing `Storage` (PutObject with ContentType, GetObject's Body
 * stream with ContentLength and ContentType, DeleteObject; NoSuchKey → null), and pick it here when
 * STORAGE_S3_BUCKET (+ STORAGE_S3_ENDPOINT, STORAGE_S3_REGION, keys) is configured. The sandbox's
 * tests in features/accounts/profile-image.test.ts then run against it unchanged.
 */
export function createStorage(config: Pick<Config, 'DATA_DIR'>): Storage {
  return createLocalStorage(localUploadsDir(config.DATA_DIR));
}
