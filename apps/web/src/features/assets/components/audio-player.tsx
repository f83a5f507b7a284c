import { Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import H5AudioPlayer from 'react-h5-audio-player';
import type { AudioPlaylistEntry } from '@stagepass/domain/assets';
import { ASSET_IMAGE_PLACEHOLDER } from './asset-card';
import { PLAYER_ICONS } from './player-icons';
import '../styles/assets.css';

/** The player's button labels (the library names its next button 'Skip'). */
const ARIA_LABELS = {
  player: 'Audio player',
  progressControl: 'Audio progress control',
  volumeControl: 'Volume control',
  play: 'Play',
  pause: 'Pause',
  rewind: 'Rewind',
  forward: 'Forward',
  previous: 'Previous',
  next: 'Next',
  loop: 'Disable loop',
  loopOff: 'Enable loop',
  volume: 'Mute',
  volumeMute: 'Unmute',
};

export interface AudioPlayerProps {
  /** spec 001 §3 Audio playlist entries (playlistEntry): the name already carries ' (Preview)' in preview mode. */
  entries: readonly AudioPlaylistEntry[];
  /** The entry to start with. */
  initialIndex?: number;
}

/**
 * spec 001 §2 the audio playlist player for songs and podcasts (react-h5-audio-player): the entry's cover, name and
 * singer over the controls; previous and next with more than one entry, and the next one plays when one ends. The
 * source is a stream_media URL, served with HTTP Range, so seeking asks the server for the bytes it needs.
 */
export function AudioPlayer({ entries, initialIndex = 0 }: AudioPlayerProps) {
  const [index, setIndex] = useState(initialIndex);
  const entry = entries[Math.min(index, entries.length - 1)];
  if (!entry) return null;
  const many = entries.length > 1;
  const go = (step: number) => setIndex((i) => (i + step + entries.length) % entries.length);
  return (
    <Stack gap="xs" className="asset-player" component="section" aria-label={`Playing ${entry.name}`}>
      <Group gap="sm" wrap="nowrap">
        <Image
          src={entry.cover || null}
          fallbackSrc={ASSET_IMAGE_PLACEHOLDER}
          alt=""
          w={64}
          h={64}
          radius="sm"
          fit="cover"
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} data-testid="player-title" style={{ overflowWrap: 'anywhere' }}>
            {entry.name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="player-singer">
            {entry.singer}
          </Text>
        </Stack>
      </Group>
      <H5AudioPlayer
        key={`${entry.asset}:${entry.musicSrc}`}
        src={entry.musicSrc}
        preload="metadata"
        i18nAriaLabels={ARIA_LABELS}
        customIcons={PLAYER_ICONS}
        autoPlayAfterSrcChange={false}
        showSkipControls={many}
        showJumpControls={false}
        onClickNext={() => go(1)}
        onClickPrevious={() => go(-1)}
        onEnded={() => many && go(1)}
        onLoadedMetaData={(e) => {
          const audio = e.target as HTMLAudioElement | null;
          if (audio && entry.timestamp > 0) audio.currentTime = entry.timestamp;
        }}
      />
    </Stack>
  );
}
