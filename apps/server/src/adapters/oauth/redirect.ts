import type { Config } from '../../config';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where a provider may send the browser back with a code: our own origin, an origin listed in
 * OAUTH_REDIRECT_ORIGINS, or, outside production, this machine (the web dev server on another port).
 * Anything else would let a crafted link carry a sign-in code to someone else's site.
 */
export function isAllowedRedirect(
  uri: string,
  config: Pick<Config, 'PUBLIC_URL' | 'OAUTH_REDIRECT_ORIGINS' | 'NODE_ENV'>,
): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const allowed = [config.PUBLIC_URL, ...config.OAUTH_REDIRECT_ORIGINS].map((o) => new URL(o).origin);
  if (allowed.includes(url.origin)) return true;
  return config.NODE_ENV !== 'production' && LOOPBACK.has(url.hostname);
}
