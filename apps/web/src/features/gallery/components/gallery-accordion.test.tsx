import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '@stagepass/contract/profiles/gallery';
import { NO_GALLERY } from '@stagepass/domain/profiles';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../events/testing';
import { GalleryAccordion } from './gallery-accordion';

const items: GalleryItem[] = [
  { media_index: 0, media_type: 'Image', url: '/media/gallery/a.webp', youtube_id: null },
  {
    media_index: 1,
    media_type: 'YouTube',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    youtube_id: 'dQw4w9WgXcQ',
  },
];
const signIn = (user_id: number) => useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id }) });

describe('GalleryAccordion and the media viewer (spec 001 §2)', { timeout: 15_000 }, () => {
  it('says so when empty; only the owner may add', () => {
    signIn(7);
    const { unmount } = renderWithProviders(<GalleryAccordion ownerId={42} items={[]} />);
    const region = within(screen.getByRole('region', { name: 'Gallery' }));
    expect(region.getByText(NO_GALLERY)).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Add Media' })).toBeNull();
    unmount();
    signIn(42);
    renderWithProviders(<GalleryAccordion ownerId={42} items={[]} />);
    expect(screen.getByRole('button', { name: 'Add Media' })).toBeInTheDocument();
  });

  it('opens a photo in the viewer, steps to the YouTube item, and offers a member the flag', async () => {
    signIn(7);
    const user = userEvent.setup();
    renderWithProviders(<GalleryAccordion ownerId={42} items={items} />);
    await user.click(screen.getByRole('button', { name: 'Open Photo 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Media' });
    expect(within(viewer).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/media/gallery/a.webp');
    expect(within(viewer).getByText('1 of 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Flag as Inappropriate' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Replace' })).toBeNull();
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    const link = within(viewer).getByRole('link', { name: 'Watch on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    // It plays here, in YouTube's privacy-enhanced embed, sandboxed, with a title.
    const player = within(viewer).getByTitle('YouTube video 2');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  });

  it('shows the owner Replace instead of the flag, and nobody logged out a flag', async () => {
    signIn(42);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<GalleryAccordion ownerId={42} items={items} />);
    await user.click(screen.getByRole('button', { name: 'Open Photo 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Media' });
    expect(within(viewer).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Flag as Inappropriate' })).toBeNull();
    unmount();

    useSessionStore.getState().clearStore();
    renderWithProviders(<GalleryAccordion ownerId={42} items={items} />);
    await user.click(screen.getByRole('button', { name: 'Open Photo 1' }));
    const loggedOut = await screen.findByRole('dialog', { name: 'Media' });
    expect(within(loggedOut).getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(within(loggedOut).queryByRole('button', { name: 'Flag as Inappropriate' })).toBeNull();
    expect(within(loggedOut).queryByRole('button', { name: 'Replace' })).toBeNull();
  });
});
