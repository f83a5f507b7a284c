import type { Config } from '../../config';
import { createLocalStorage, localUploadsDir } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'STORAGE_S3_BUCKET'
  | 'STORAGE_S3_REGION'
  | 'STORAGE_S3_ENDPOINT'
  | 'STORAGE_S3_ACCESS_KEY_ID'
  | 'STORAGE_S3_SECRET_ACCESS_KEY'
  | 'STORAGE_S3_FORCE_PATH_STYLE'
>;

/**
 * DESIGN.md §5: an S3-compatible bucket when STORAGE_S3_BUCKET is set (loadConfig has already made
 * sure its keys are), else local disk under `${DATA_DIR}/uploads`.
 */
export function createStorage(config: StorageConfig): Storage {
  const {
    STORAGE_S3_BUCKET: bucket,
    STORAGE_S3_ACCESS_KEY_ID: accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = config;
  if (bucket) {
    if (!accessKeyId || !secretAccessKey) {
      throw new Error('STORAGE_S3_BUCKET is set without STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY');
    }
    return createS3Storage({
      bucket,
      region: config.STORAGE_S3_REGION,
      endpoint: config.STORAGE_S3_ENDPOINT,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(localUploadsDir(config.DATA_DIR));
}
