import type { Executor } from '@stagepass/db/client';
import { mediaUrl } from '../../adapters/storage/keys';
import { claimUpload, releaseUpload } from './gallery-repository';

// The uploads of POST /api/upload as other areas use them (an asset's file is one). A use claims its upload in the
// transaction that writes it, and a replaced use releases it, so the upload-cleanup job (upload-cleanup.ts) keeps
// what is used and removes what is not.

/**
 * Claims the member's upload `uploadId` for a use being written in `tx`: false when the member has no such upload
 * (never theirs, or removed by the cleanup job since it was looked up), and then the use must not be written.
 */
export async function claimUploadForUse(tx: Executor, memberId: number, uploadId: number, now: Date): Promise<boolean> {
  return (await claimUpload(tx, memberId, { id: uploadId }, now)) !== null;
}

/** The member's upload stored under `key` is no longer used where it was (its use was replaced or dropped). */
export async function releaseUploadOf(tx: Executor, memberId: number, key: string): Promise<void> {
  await releaseUpload(tx, memberId, mediaUrl(key));
}
