// Webhooks for organisers and creators (issue 15, beyond the spec; as Hi.Events, pretix and Eventbrite have them): a
// business or talent registers HTTPS endpoints in Settings for events; each delivery is signed with HMAC-SHA256 over
// a timestamp and the body, sent by a durable job with exponential backoff, and an endpoint failing for 3 days is
// turned off and its owner emailed.

// ---------------------------------------------------------------------------------------------
// Events

/** The events an endpoint may subscribe to, in the order Settings lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'ticket.purchased',
  'ticket.refunded',
  'booking.confirmed',
  'bid.lost',
  'subscription.created',
  'subscription.canceled',
  'payout.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What each event tells, and to whom: shown beside its checkbox and in the OpenAPI document. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'ticket.purchased': 'A ticket to one of your events was bought and paid for (or a free ticket was taken).',
  'ticket.refunded': 'A purchase of tickets to one of your events was refunded.',
  'booking.confirmed': 'A booking was confirmed and charged: sent to the business and to the talent.',
  'bid.lost': 'One of your bids lost when the talent-day closed.',
  'subscription.created': 'A member subscribed to one of your plans (paid, or in its trial).',
  'subscription.canceled': 'A subscriber cancelled one of your subscriptions.',
  'payout.paid': 'A payout was transferred to your payout account.',
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Signature (the scheme Stripe uses): `Stagepass-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`

export const WEBHOOK_SIGNATURE_HEADER = 'Stagepass-Signature';
export const WEBHOOK_EVENT_HEADER = 'Stagepass-Event';
export const WEBHOOK_DELIVERY_HEADER = 'Stagepass-Delivery';
/** The signature scheme's version, the key of the hex digest in the signature header. */
export const WEBHOOK_SIGNATURE_SCHEME = 'v1';
/** How old a signed timestamp a receiver should still accept (replays older than this are refused). */
export const WEBHOOK_SIGNATURE_TOLERANCE_S = 300;
/** A signing secret: this prefix and 32 random bytes as hex. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The text that is signed: the timestamp, a dot, and the raw body. */
export const webhookSignedText = (timestampS: number, body: string) => `${timestampS}.${body}`;

/** The header's value for a timestamp and a hex digest. */
export const webhookSignatureHeader = (timestampS: number, hexDigest: string) =>
  `t=${timestampS},${WEBHOOK_SIGNATURE_SCHEME}=${hexDigest}`;

/** The timestamp and the v1 digests of a signature header (a rotated secret may sign twice); null when malformed. */
export function parseWebhookSignature(header: string): { timestampS: number; digests: string[] } | null {
  let timestampS: number | null = null;
  const digests: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestampS = Number(value);
    else if (key === WEBHOOK_SIGNATURE_SCHEME && /^[0-9a-f]{64}$/.test(value)) digests.push(value);
  }
  return timestampS === null || digests.length === 0 ? null : { timestampS, digests };
}

// ---------------------------------------------------------------------------------------------
// Delivery: timeout, backoff and the 3-day cut-off

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A delivery not answered within this is a failure (the request is aborted). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The waits after failed attempts: 1 minute, 5 minutes, 30 minutes, 2 hours, 6 hours, 12 hours, then every 12 hours. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  MINUTE_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  6 * HOUR_MS,
  12 * HOUR_MS,
] as const;

/** The wait after the `attempt`-th failed attempt (counting from 1) before the next. */
export function webhookRetryDelayMs(attempt: number): number {
  const i = Math.min(Math.max(attempt, 1), WEBHOOK_RETRY_DELAYS_MS.length) - 1;
  return WEBHOOK_RETRY_DELAYS_MS[i]!;
}

/** An endpoint whose deliveries have failed, with no success since, for this long is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * DAY_MS;

/** Whether an endpoint failing since `failingSinceMs` is turned off by a failure at `nowMs`. */
export const webhookFailedTooLong = (failingSinceMs: number, nowMs: number) =>
  nowMs - failingSinceMs >= WEBHOOK_DISABLE_AFTER_MS;

/** A status code that counts as delivered: any 2xx. */
export const isWebhookSuccess = (status: number) => status >= 200 && status < 300;

/** The delivery log's state of one delivery. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

// ---------------------------------------------------------------------------------------------
// Limits

export const WEBHOOK_URL_MAX = 2_048;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints one member may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Deliveries per page of an endpoint's log. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** The log keeps at most this much of a failed attempt's error. */
export const WEBHOOK_ERROR_MAX = 500;

// ---------------------------------------------------------------------------------------------
// URL rules: https only, to a public address. Plain http to this machine (127.0.0.1, localhost, [::1]) only where the
// server allows it (WEBHOOKS_ALLOW_LOCALHOST; on by default outside production), for development and tests.

export const WEBHOOK_URL_INVALID = 'Enter a valid URL, like https://example.com/webhooks.';
export const WEBHOOK_URL_NOT_HTTPS = 'The URL must start with https://.';
export const WEBHOOK_URL_PRIVATE = 'The URL must point to a public address, not a private or local network.';
export const WEBHOOK_URL_CREDENTIALS = 'The URL must not contain a user name or password.';

/** Whether an IPv4 address (four dotted numbers) is loopback, private, link-local or otherwise not public. */
function privateIpv4(ip: string): boolean {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return true;
  const [a, b] = parts as [number, number, number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Whether an IPv6 address (without brackets) is loopback, unspecified, unique-local, link-local or maps a private v4. */
function privateIpv6(ip: string): boolean {
  const lower = ip.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return privateIpv4(mapped[1]!);
  // WHATWG URL writes a mapped v4 as hex groups (::ffff:7f00:1).
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1]!, 16);
    const lo = parseInt(hexMapped[2]!, 16);
    return privateIpv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  const first = parseInt(lower.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

const isIpv4 = (host: string) => /^\d+\.\d+\.\d+\.\d+$/.test(host);

/** Whether an IP address (v4, or v6 with or without brackets) is not a public one. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  return isIpv4(bare) ? privateIpv4(bare) : bare.includes(':') ? privateIpv6(bare) : true;
}

/** Whether an address is this machine's loopback (127.0.0.0/8 or ::1). */
export function isLoopbackAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').toLowerCase();
  return /^127\.\d+\.\d+\.\d+$/.test(bare) || bare === '::1' || /^::ffff:127\./.test(bare);
}

/** Host names that never name a public server. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

const isLoopbackHost = (host: string) => host.toLowerCase() === 'localhost' || isLoopbackAddress(host);

/**
 * Why a webhook URL is refused, or null. What a name resolves to is checked again when each delivery is sent (a
 * public name may point at a private address).
 */
export function webhookUrlProblem(raw: string, { allowLocalhost }: { allowLocalhost: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return WEBHOOK_URL_INVALID;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_URL_INVALID;
  if (!url.hostname) return WEBHOOK_URL_INVALID;
  if (url.username || url.password) return WEBHOOK_URL_CREDENTIALS;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowLocalhost && isLoopbackHost(host)) return null;
  if (url.protocol !== 'https:') return WEBHOOK_URL_NOT_HTTPS;
  const literal = isIpv4(host) || host.includes(':');
  if (literal) return isPrivateAddress(host) ? WEBHOOK_URL_PRIVATE : null;
  return LOCAL_NAMES.test(host) || !host.includes('.') ? WEBHOOK_URL_PRIVATE : null;
}

// ---------------------------------------------------------------------------------------------
// Texts (ours)

export const WEBHOOKS_TITLE = 'Webhooks';
export const WEBHOOKS_NOTE =
  'Stagepass sends an HTTPS POST to your endpoints when these events happen. Each delivery is signed with your ' +
  'endpoint’s secret (HMAC-SHA256 in the Stagepass-Signature header); failed deliveries are retried with backoff, ' +
  'and an endpoint that fails for 3 days is turned off.';
export const WEBHOOK_ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'Webhook delivery not found.';
export const WEBHOOK_ENDPOINT_OFF = 'This endpoint is turned off. Turn it on first, then redeliver.';
export const WEBHOOK_EVENTS_REQUIRED = 'Choose at least one event.';
export const WEBHOOK_ROLES_ONLY = 'Only businesses and talent can have webhooks.';
export const WEBHOOK_TOO_MANY = `You can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`;
export const WEBHOOK_SECRET_ONCE = 'Copy this signing secret now: it will not be shown again.';
export const WEBHOOK_ENDPOINT_ADDED = 'Webhook endpoint added';
export const WEBHOOK_ENDPOINT_DELETED = 'Webhook endpoint deleted';
export const WEBHOOK_ENDPOINT_ENABLED = 'Webhook endpoint turned on';
export const WEBHOOK_ENDPOINT_DISABLED = 'Webhook endpoint turned off';
export const WEBHOOK_SECRET_ROTATED = 'New signing secret made';
export const WEBHOOK_REDELIVERY_QUEUED = 'Redelivery queued';
export const WEBHOOK_NO_ENDPOINTS = 'No webhook endpoints yet.';
export const WEBHOOK_NO_DELIVERIES = 'No deliveries yet.';
export const WEBHOOK_DELETE_CONFIRM = 'Delete this webhook endpoint and its delivery log?';
export const WEBHOOK_ROTATE_CONFIRM = 'Make a new signing secret? The current one stops working at once.';

/** The endpoint's state as Settings shows it. */
export function webhookEndpointStatus(e: { enabled: boolean; disabled_at: string | null }): string {
  if (e.enabled) return 'Enabled';
  return e.disabled_at ? 'Turned off after 3 days of failures' : 'Turned off';
}

/**
 * Under an endpoint an agency set up while acting for its owner (webhook_endpoints_get set_up_by_agency): the endpoint
 * is tied to that agency's access, and revoking the access turns it off.
 */
export function webhookSetUpByAgencyText(agencyName: string, enabled = true): string {
  const setUp = `Set up by ${agencyName} while acting for you.`;
  return enabled
    ? `${setUp} It turns off if you revoke ${agencyName}’s access.`
    : `${setUp} Turn it back on to make it your own.`;
}

/** The email and notice to the owner of an endpoint the job turned off. */
export function webhookDisabledNotice(url: string): { title: string; body: string } {
  return {
    title: 'Your webhook endpoint was turned off',
    body:
      `Deliveries to ${url} have failed for 3 days, so Stagepass turned the endpoint off. ` +
      'Fix the endpoint, turn it back on in Settings → Webhooks, and redeliver the events you missed from its log.',
  };
}
