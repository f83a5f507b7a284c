import type { ReactNode } from 'react';

/**
 * The audio player's icons, drawn inline (Material Design shapes). react-h5-audio-player's own icons come from
 * Iconify, which fetches them from its web API at run time: blocked by our Content-Security-Policy, offline on a
 * fresh machine, and a call to a third party on every page with a player.
 */
const icon = (d: string, opacity = 1): ReactNode => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" opacity={opacity} aria-hidden="true">
    <path d={d} />
  </svg>
);

const LOOP = 'M7 7h10v3l4-4-4-4v3H5v6h2V7zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4z';

export const PLAYER_ICONS = {
  play: icon('M8 5v14l11-7z'),
  pause: icon('M6 19h4V5H6v14zm8-14v14h4V5h-4z'),
  rewind: icon('M11 18V6l-8.5 6 8.5 6zm.5-6l8.5 6V6l-8.5 6z'),
  forward: icon('M4 18l8.5-6L4 6v12zm9-12v12l8.5-6L13 6z'),
  previous: icon('M6 6h2v12H6zm3.5 6l8.5 6V6z'),
  next: icon('M6 18l8.5-6L6 6v12zM16 6v12h2V6h-2z'),
  loop: icon(LOOP),
  loopOff: icon(LOOP, 0.4),
  volume: icon('M3 9v6h4l5 5V4L7 9H3zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02z'),
  volumeMute: icon('M7 9v6h4l5 5V4l-5 5H7z'),
};
