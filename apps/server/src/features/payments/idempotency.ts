import { createHash } from 'node:crypto';
import type { RequestName } from '@stagepass/contract/registry';
import { IDEMPOTENCY_KEY_REUSED } from '@stagepass/domain/payouts';
import { AppError } from '../../rpc/app-error';

/**
 * What a request with an Idempotency-Key asked, kept with the key where the key is stored (a ticket purchase, an
 * asset purchase): the request's name and its validated input as canonical JSON (keys sorted, absent fields left
 * out), hashed. Its retry sends the same body, so it has the same fingerprint; the same key with another ticket,
 * quantity, asset or card does not.
 */
export function requestFingerprint(request: RequestName, input: unknown): string {
  return createHash('sha256')
    .update(canonicalJson([request, input]))
    .digest('base64url');
}

/**
 * Refuses a key reused for other parameters (422, as Stripe does), before its first request's result is answered.
 * A key stored before fingerprints were kept has none, and is taken as the same request.
 */
export function assertSameRequest(stored: string | null | undefined, fingerprint: string): void {
  if (stored != null && stored !== fingerprint)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED, 'Idempotency-Key');
}

/** JSON with every object's keys in order, so two equal inputs give the same text whatever order they came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
