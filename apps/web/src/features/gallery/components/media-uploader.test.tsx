import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MISSING_INDEX_MESSAGE, VIDEO_TOO_LARGE_MESSAGE, YOUTUBE_URL_MESSAGE } from '@stagepass/domain/media';
import { useSessionStore } from '../../../store/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../events/testing';
import { MediaUploader } from './media-uploader';

const signIn = () =>
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 42, is_specialist: true }) });
const answer = ok({ user: makeUser({ user_id: 42 }), gallery: [] });

async function openYouTube(index: number | undefined) {
  const user = userEvent.setup();
  renderWithProviders(<MediaUploader opened index={index} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Add to Gallery' });
  await user.click(within(dialog).getByText('YouTube'));
  return { user, dialog };
}

describe('MediaUploader (spec 001 §2, §5)', { timeout: 15_000 }, () => {
  it('refuses a YouTube URL without an 11-character id with the §5 message, and sends nothing', async () => {
    signIn();
    const api = mockApi({ update_profile_image: answer });
    const { user, dialog } = await openYouTube(2);
    const input = within(dialog).getByLabelText('YouTube URL');
    for (const bad of ['https://www.youtube.com/watch?v=tooShort', 'https://vimeo.com/dQw4w9WgXcQ']) {
      await user.clear(input);
      await user.click(input);
      await user.paste(bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(YOUTUBE_URL_MESSAGE);
    }
    expect(api.sent('update_profile_image')).toEqual([]);
  });

  it('sends the id of a good link at its index', async () => {
    signIn();
    const api = mockApi({ update_profile_image: answer });
    const { user, dialog } = await openYouTube(2);
    await user.click(within(dialog).getByLabelText('YouTube URL'));
    await user.paste('https://youtu.be/dQw4w9WgXcQ?si=share');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gallery updated', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.sent('update_profile_image')).toEqual([
      { request: 'update_profile_image', media_type: 'YouTube', image: 'dQw4w9WgXcQ', portfolio: 2 },
    ]);
  });

  it("says 'Please refresh the page.' when it has no index", async () => {
    signIn();
    const api = mockApi({ update_profile_image: answer });
    const { user, dialog } = await openYouTube(undefined);
    await user.type(within(dialog).getByLabelText('YouTube URL'), 'dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MISSING_INDEX_MESSAGE);
    expect(api.sent('update_profile_image')).toEqual([]);
  });

  it('refuses a video over 100 MB before sending it, with the §8 message', async () => {
    signIn();
    const api = mockApi({});
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<MediaUploader opened index={0} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add to Gallery' });
    await user.click(within(dialog).getByText('Video'));
    const big = new File(['x'], 'concert.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 100_000_001 });
    // Mantine's FileButton keeps its input in the document body.
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(VIDEO_TOO_LARGE_MESSAGE);
    expect(api.fn).not.toHaveBeenCalled();
  });
});
