import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playlistEntry } from '@stagepass/domain/assets';
import { renderWithProviders } from '../../events/testing';
import { makeAsset } from '../testing';
import { AudioPlayer } from './audio-player';

const song = makeAsset({ id: 5, type: 'Song', name: 'Tide & Time', creator_name: 'Ada Keys', image: null });
const talk = makeAsset({ id: 6, type: 'Podcast', name: 'Harbor Talk', creator_name: 'Ben Ode', image: null });

describe('AudioPlayer', () => {
  it("titles the entry with ' (Preview)' in preview mode, with its singer", () => {
    renderWithProviders(<AudioPlayer entries={[playlistEntry(song, '/api/stream_media?preview=5', true)]} />);
    expect(screen.getByTestId('player-title')).toHaveTextContent(/^Tide & Time \(Preview\)$/);
    expect(screen.getByTestId('player-singer')).toHaveTextContent('Ada Keys');
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/stream_media?preview=5');
  });

  it('plays the full entry without the suffix, and moves through a playlist', async () => {
    renderWithProviders(
      <AudioPlayer
        entries={[
          playlistEntry(song, '/api/stream_media?asset=5&t=x', false),
          playlistEntry(talk, '/api/stream_media?asset=6&t=y', false),
        ]}
      />,
    );
    expect(screen.getByTestId('player-title')).toHaveTextContent(/^Tide & Time$/);
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(screen.getByTestId('player-title')).toHaveTextContent(/^Harbor Talk$/);
    expect(screen.getByTestId('player-singer')).toHaveTextContent('Ben Ode');
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/stream_media?asset=6&t=y');
  });
});
