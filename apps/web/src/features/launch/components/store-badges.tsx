import { Group } from '@mantine/core';
import { APP_STORE_LABEL, PLAY_STORE_LABEL } from '@stagepass/domain/account-flows';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../../lib/mobile-app';

/** Drawn for the project: a dark pill with the store's name, in the stores' usual two-line layout. */
function Badge({ top, bottom, glyph }: { top: string; bottom: string; glyph: 'apple' | 'play' }) {
  return (
    <svg width="150" height="46" viewBox="0 0 150 46" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="149" height="45" rx="8" fill="#000" stroke="#a6a6a6" />
      {glyph === 'apple' ? (
        <path
          fill="#fff"
          d="M27.6 23.9c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.3-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-3.9-1-2 0-3.9 1.2-4.9 3-2.1 3.7-.5 9.1 1.5 12.1 1 1.5 2.2 3.1 3.7 3 1.5-.1 2-1 3.8-1s2.3 1 3.9.9c1.6 0 2.6-1.5 3.6-3 1.1-1.7 1.6-3.4 1.6-3.5-.1 0-3.1-1.2-3.1-4.6zM24.7 15c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.6.8-3.5 1.8-.8.9-1.5 2.3-1.3 3.7 1.4.1 2.7-.7 3.6-1.7z"
        />
      ) : (
        <path fill="#fff" d="M14 11.5v23c0 .8.9 1.3 1.6.9l19.9-11.5c.7-.4.7-1.4 0-1.8L15.6 10.6c-.7-.4-1.6.1-1.6.9z" />
      )}
      <text x="44" y="19" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="9">
        {top}
      </text>
      <text x="44" y="35" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="16" fontWeight="600">
        {bottom}
      </text>
    </svg>
  );
}

/** spec 000 §2.12 steps 4–5: the two store badges. */
export function StoreBadges() {
  return (
    <Group gap="sm">
      <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer" aria-label={APP_STORE_LABEL}>
        <Badge top="Download on the" bottom="App Store" glyph="apple" />
      </a>
      <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer" aria-label={PLAY_STORE_LABEL}>
        <Badge top="GET IT ON" bottom="Google Play" glyph="play" />
      </a>
    </Group>
  );
}
