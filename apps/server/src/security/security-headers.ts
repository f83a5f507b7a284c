import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { YOUTUBE_EMBED_ORIGIN } from '@stagepass/domain/media';

/** As `ServerResponse.setHeader` takes it, and sends it again. */
type HeaderValue = string | number | string[];
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, worked out once, by their lower-case names. helmet's own middleware rebuilds
 * every header value on every request (the Content-Security-Policy string among them), about a twentieth of a small
 * request's time; its values depend on its options only (no nonces here), so they are read from one run against a
 * recording response. helmet also removes X-Powered-By, which Fastify never sets.
 *
 * They are meant for Fastify's reply headers (reply.headers), not the raw response's: a response whose headers all
 * come from Fastify is written in one go, where each raw setHeader would be checked on its own and then again.
 */
export function fixedSecurityHeaders(middleware: Middleware): Readonly<Record<string, HeaderValue>> {
  const headers = new Map<string, HeaderValue>();
  const recording = {
    setHeader: (name: string, value: HeaderValue) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failed: unknown = null;
  middleware({} as IncomingMessage, recording as unknown as ServerResponse, (err) => (failed = err ?? null));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return Object.freeze(Object.fromEntries(headers));
}

export const securityHeaders = {
  /** Pages and files: helmet's headers, with the sources the web app uses. */
  document: fixedSecurityHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          // Gallery YouTube items play in YouTube's privacy-enhanced embed (sandboxed); no other outside frames.
          frameSrc: ["'self'", YOUTUBE_EMBED_ORIGIN],
          frameAncestors: ["'none'"],
        },
      },
    }),
  ),
  /**
   * The API's answers (paths under /api): JSON that no browser renders as a document, with the headers OWASP's REST
   * Security Cheat Sheet gives an API. Its policy allows nothing at all (default-src 'none'), so an answer opened as a
   * page can neither run nor load anything, nor be framed; nosniff keeps it JSON; same-origin keeps other sites from
   * reading it; HSTS as everywhere. The headers that only steer documents (opener, referrer, prefetch, downloads,
   * Flash and the old XSS filter) do nothing for JSON and are left off.
   */
  api: fixedSecurityHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      frameguard: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  ),
};
