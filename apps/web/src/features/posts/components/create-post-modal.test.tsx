import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Post } from '@stagepass/contract/posts/fields';
import { POST_CAPTION_NEEDS_LETTERS, POST_IMAGE_REQUIRED, POST_TITLE_NEEDS_LETTERS } from '@stagepass/domain/posts';
import { CROP_RATIOS, POST_IMAGE_TOO_LARGE_MESSAGE } from '@stagepass/domain/limits';
import { useSessionStore } from '../../../store/session-store';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../events/testing';
import { makePost } from '../testing';
import { OwnerPosts } from './owner-posts';
import { CreatePostModal, POST_PICTURE_PREVIEW } from './create-post-modal';
import { cropImage } from '../../../components/ui/image-upload/crop-image';
import type * as CropModule from '../../../components/ui/image-upload/crop-image';
import type * as ImageFileModule from '../../../components/ui/image-upload/image-file';

// jsdom has no canvas: the crop itself is the browser's (e2e covers it); here it answers a fixed PNG.
const { CROPPED } = vi.hoisted(() => ({
  CROPPED:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
}));
vi.mock('../../../components/ui/image-upload/crop-image', async (importOriginal) => ({
  ...(await importOriginal<typeof CropModule>()),
  cropImage: vi.fn(async () => ({ dataUrl: CROPPED, blob: new Blob(['png']) })),
}));
// jsdom decodes no pictures: every chosen file is 400 x 400.
vi.mock('../../../components/ui/image-upload/image-file', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFileModule>()),
  decodeImage: vi.fn(async () => ({ width: 400, height: 400 })),
}));

const BUSINESS = 12;
const signInBusiness = () =>
  useSessionStore.getState().signIn({
    session: 'tok',
    user: makeUser({ user_id: BUSINESS, is_business: true, is_user: false, name: 'Bayside Venue' }),
  });

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

const postOf = (id: number, title: string, caption: string): Post => makePost({ id, title, caption, byId: BUSINESS });

/** The server: its posts, and create_post answering when `release` is called (so the locked button can be seen). */
function postsServer({ refuse = false } = {}) {
  const posts: Post[] = [];
  let release: () => void = () => {};
  const api = mockApi({
    get_posts: () => ok({ posts: [...posts].reverse() }),
    create_post: async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      if (refuse) return fail(413, POST_IMAGE_TOO_LARGE_MESSAGE, 'image');
      const post = postOf(posts.length + 1, String(body.title), String(body.comment));
      posts.push(post);
      return ok({ post });
    },
  });
  return { ...api, release: () => release() };
}

async function openCreatePost(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create Post' }));
  return screen.getByRole('form', { name: 'Create Post' });
}

/** Chooses a picture in the shared cropper dialog, crops it and uses it. */
async function choosePicture(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: /Choose Picture|Change Picture/ }));
  const dialog = screen.getByRole('dialog', { name: 'Post Picture' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([PNG_BYTES], 'stage.png', { type: 'image/png' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Crop Image' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Use Picture' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post Picture' })).toBeNull());
}

// Typing and the cropper take a few seconds on a busy machine.
describe('Create Post modal (spec 001 §2, §4 post creation, §5)', { timeout: 20_000 }, () => {
  it('locks the button while saving; on success the form clears and the modal closes', async () => {
    signInBusiness();
    const server = postsServer();
    const user = userEvent.setup();
    renderWithProviders(<OwnerPosts ownerId={BUSINESS} />);
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();

    const form = await openCreatePost(user);
    await choosePicture(user, form);
    expect(within(form).getByRole('img', { name: POST_PICTURE_PREVIEW })).toHaveAttribute('src', CROPPED);
    await user.type(within(form).getByLabelText('Title'), 'Jazz night');
    await user.type(within(form).getByLabelText('Caption'), 'Doors open at eight.');
    const post = within(form).getByRole('button', { name: 'Post' });
    await user.click(post);

    // Locked while the server works: a second press sends nothing more.
    await waitFor(() => expect(post).toBeDisabled());
    await user.click(post);
    expect(server.sent('create_post')).toEqual([
      {
        request: 'create_post',
        image: CROPPED,
        title: 'Jazz night',
        comment: 'Doors open at eight.',
        mediaType: 'Image',
      },
    ]);

    server.release();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create Post' })).toBeNull());
    expect(await screen.findByRole('link', { name: 'Jazz night' })).toHaveAttribute(
      'href',
      `/dash/${BUSINESS}/postsPage/1`,
    );

    // Cleared: opening it again starts from nothing.
    const again = await openCreatePost(user);
    expect(within(again).getByLabelText('Title')).toHaveValue('');
    expect(within(again).getByLabelText('Caption')).toHaveValue('');
    expect(within(again).queryByRole('img', { name: POST_PICTURE_PREVIEW })).toBeNull();
    expect(within(again).getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('unlocks on failure, keeps what was written and shows the server message', async () => {
    signInBusiness();
    const server = postsServer({ refuse: true });
    const user = userEvent.setup();
    renderWithProviders(<OwnerPosts ownerId={BUSINESS} />);
    const form = await openCreatePost(user);
    await choosePicture(user, form);
    await user.type(within(form).getByLabelText('Title'), 'Jazz night');
    await user.type(within(form).getByLabelText('Caption'), 'Doors open at eight.');
    const post = within(form).getByRole('button', { name: 'Post' });
    await user.click(post);
    await waitFor(() => expect(post).toBeDisabled());
    server.release();

    await waitFor(() => expect(post).toBeEnabled());
    expect(within(form).getByRole('alert')).toHaveTextContent(POST_IMAGE_TOO_LARGE_MESSAGE);
    // spec 001 §8: the server's message as an error notice too.
    expect(screen.getAllByText(POST_IMAGE_TOO_LARGE_MESSAGE).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('form', { name: 'Create Post' })).toBe(form);
    expect(within(form).getByLabelText('Title')).toHaveValue('Jazz night');
    expect(within(form).getByRole('img', { name: POST_PICTURE_PREVIEW })).toBeInTheDocument();
  });

  it('checks the §5 rules before sending: picture, then title letters, then caption letters', async () => {
    signInBusiness();
    const server = postsServer();
    const user = userEvent.setup();
    renderWithProviders(<OwnerPosts ownerId={BUSINESS} />);
    const form = await openCreatePost(user);
    const post = within(form).getByRole('button', { name: 'Post' });

    await user.type(within(form).getByLabelText('Title'), '2025');
    await user.click(post);
    expect(within(form).getByRole('alert')).toHaveTextContent(POST_IMAGE_REQUIRED);

    await choosePicture(user, form);
    await user.click(post);
    expect(await within(form).findByText(POST_TITLE_NEEDS_LETTERS)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Title'), ' Gala');
    await user.type(within(form).getByLabelText('Caption'), '20:00 !!');
    await user.click(post);
    expect(await within(form).findByText(POST_CAPTION_NEEDS_LETTERS)).toBeInTheDocument();
    expect(server.sent('create_post')).toEqual([]);
  });

  it('crops at the ratio it is given (spec 001 §5: configurable, square by default) and posts that picture', async () => {
    signInBusiness();
    const server = postsServer();
    const user = userEvent.setup();
    const lastCropArea = () => vi.mocked(cropImage).mock.calls.at(-1)![1]!;

    // Square by default.
    const square = renderWithProviders(<CreatePostModal opened onClose={() => {}} />);
    await choosePicture(user, screen.getByRole('form', { name: 'Create Post' }));
    expect(lastCropArea().width / lastCropArea().height).toBeCloseTo(CROP_RATIOS.square, 2);
    square.unmount();

    // Given the event ratio, the 400 x 400 picture is cropped to a box 1.913 times as wide as it is tall.
    renderWithProviders(<CreatePostModal opened onClose={() => {}} aspect={CROP_RATIOS.event} />);
    const form = screen.getByRole('form', { name: 'Create Post' });
    await choosePicture(user, form);
    expect(lastCropArea().width / lastCropArea().height).toBeCloseTo(CROP_RATIOS.event, 2);
    expect(within(form).getByRole('img', { name: POST_PICTURE_PREVIEW })).toHaveAttribute('src', CROPPED);

    await user.type(within(form).getByLabelText('Title'), 'Wide night');
    await user.type(within(form).getByLabelText('Caption'), 'The whole stage.');
    await user.click(within(form).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(server.sent('create_post')).toHaveLength(1));
    expect(server.sent('create_post')[0]).toMatchObject({ image: CROPPED, title: 'Wide night' });
    server.release();
  });

  it('shows Create Post only to the owner', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 99 }) });
    mockApi({ get_posts: () => ok({ posts: [postOf(1, 'Jazz night', 'Doors at eight')] }) });
    renderWithProviders(<OwnerPosts ownerId={BUSINESS} />);
    expect(await screen.findByRole('link', { name: 'Jazz night' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).toBeNull();
  });
});
