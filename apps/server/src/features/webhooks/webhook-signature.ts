import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  parseWebhookSignature,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_TOLERANCE_S,
  webhookSignatureHeader,
  webhookSignedText,
} from '@stagepass/domain/webhooks';

/** A new signing secret: `whsec_` and 32 random bytes as hex. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('hex')}`;

const digest = (secret: string, timestampS: number, body: string) =>
  createHmac('sha256', secret).update(webhookSignedText(timestampS, body), 'utf8').digest('hex');

/** The `Stagepass-Signature` header of a body sent at `timestampS` (unix seconds). */
export function signWebhook(secret: string, timestampS: number, body: string): string {
  return webhookSignatureHeader(timestampS, digest(secret, timestampS, body));
}

/**
 * For receivers (and documented in /api/openapi.json): whether `header`, the `Stagepass-Signature` of a delivery, signs
 * `rawBody` (the bytes as received, before any JSON parsing) with the endpoint's `secret`, at a time within 5 minutes
 * of `nowS` (unix seconds; pass your clock). Compares in constant time.
 *
 * ```ts
 * const ok = verifyWebhookSignature(secret, req.headers['stagepass-signature'], rawBody, Math.floor(Date.now() / 1000));
 * ```
 * The same in any language: split the header on ',' into `t=<unix seconds>` and `v1=<hex>`; compute the hex
 * HMAC-SHA256 of `<t>.<raw body>` keyed with the secret; accept when it equals a v1 value and t is recent.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowS: number,
  toleranceS = WEBHOOK_SIGNATURE_TOLERANCE_S,
): boolean {
  const parsed = header ? parseWebhookSignature(header) : null;
  if (!parsed || Math.abs(nowS - parsed.timestampS) > toleranceS) return false;
  const expected = Buffer.from(digest(secret, parsed.timestampS, rawBody), 'hex');
  return parsed.digests.some((d) => timingSafeEqual(Buffer.from(d, 'hex'), expected));
}
