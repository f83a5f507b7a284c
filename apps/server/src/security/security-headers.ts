import type { IncomingMessage, ServerResponse } from 'node:http';

/** As `ServerResponse.setHeader` takes it, and sends it again. */
type HeaderValue = string | number | readonly string[];
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, worked out once. helmet's own middleware rebuilds every header value on every
 * request (the Content-Security-Policy string among them), about a twentieth of a small request's time; its values
 * depend on its options only (no nonces here), so they are read from one run against a recording response. helmet
 * also removes X-Powered-By, which Fastify never sets.
 */
export function fixedSecurityHeaders(middleware: Middleware): ReadonlyArray<readonly [string, HeaderValue]> {
  const headers = new Map<string, HeaderValue>();
  const recording = {
    setHeader: (name: string, value: HeaderValue) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failed: unknown = null;
  middleware({} as IncomingMessage, recording as unknown as ServerResponse, (err) => (failed = err ?? null));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return Object.freeze([...headers].map(([name, value]) => Object.freeze([name, value] as const)));
}
