import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  isLoopbackAddress,
  isPrivateAddress,
  WEBHOOK_ERROR_MAX,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_URL_PRIVATE,
  webhookUrlProblem,
} from '@stagepass/domain/webhooks';

/** What an attempt got: the endpoint's status code, or why no answer came. */
export type PostOutcome = { status: number } | { error: string };

export interface PostOptions {
  /** Plain http to this machine is allowed (WEBHOOKS_ALLOW_LOCALHOST). */
  allowLocalhost: boolean;
  timeoutMs?: number;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup that refuses private addresses (SSRF): the address checked is the one connected to, so a public name
 * that resolves to 10.0.0.1, or changes its answer after the URL was checked, is refused.
 */
export function checkedLookup(allowLocalhost: boolean) {
  const allowed = (ip: string) => !isPrivateAddress(ip) || (allowLocalhost && isLoopbackAddress(ip));
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = addresses.find((a) => !allowed(a.address));
      if (refused || addresses.length === 0)
        return callback(Object.assign(new Error(WEBHOOK_URL_PRIVATE), { code: 'EPRIVATE' }), []);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

const clip = (text: string) => (text.length > WEBHOOK_ERROR_MAX ? `${text.slice(0, WEBHOOK_ERROR_MAX - 1)}…` : text);

/**
 * POSTs a signed delivery. Not `fetch`: Node's fetch cannot check the address a name resolves to before connecting,
 * and this must (see checkedLookup). No redirect is followed (a 3xx is a failure, as with Stripe); the answer's body
 * is not read; the attempt is aborted after 10 seconds.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  const problem = webhookUrlProblem(url, { allowLocalhost: options.allowLocalhost });
  if (problem) return Promise.resolve({ error: problem });
  const target = new URL(url);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const req = send(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: checkedLookup(options.allowLocalhost) as never,
      signal,
    });
    req.on('response', (res) => {
      resolve({ status: res.statusCode ?? 0 });
      // The answer's body is not wanted: drained, and dropped with the socket when the time is up.
      res.resume();
      res.on('error', () => {});
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (signal.aborted) resolve({ error: `No answer within ${timeoutMs / 1000} seconds` });
      else resolve({ error: clip(err.code && err.code !== 'EPRIVATE' ? `${err.code}: ${err.message}` : err.message) });
    });
    req.end(body);
  });
}
