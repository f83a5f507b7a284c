// The mobile apps (spec 000 §1: fan app and event-manager app) as the web reaches them: store pages
// and the app's custom link scheme. All three are build settings, so a white-label build or the
// real store listings need no code change.

const env = import.meta.env;

/** The custom scheme the app registers (spec 000 §2.9 'a custom link'). */
export const MOBILE_APP_SCHEME: string = env.VITE_MOBILE_APP_SCHEME || 'stagepass';

/** Store pages; the defaults search the stores, since no listing id is known to this build. */
export const APP_STORE_URL: string = env.VITE_APP_STORE_URL || 'https://apps.apple.com/us/search?term=Stagepass';
export const PLAY_STORE_URL: string =
  env.VITE_PLAY_STORE_URL || 'https://play.google.com/store/search?q=Stagepass&c=apps';

/** `stagepass://{path}?{params}`: the address that opens the app at `path`. */
export function mobileAppLink(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${MOBILE_APP_SCHEME}://${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}
