import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Post } from '@stagepass/contract/posts/fields';
import { DELETE_POST_CONFIRM, POST_DELETED } from '@stagepass/domain/posts';
import { FLAG_AS_INAPPROPRIATE } from '@stagepass/domain/reports';
import { useSessionStore } from '../../../store/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const OWNER = 12;
const FAN = 7;

const post: Post = {
  post_id: 40,
  event_id: null,
  asset_id: null,
  comments: [
    {
      id: 40,
      comment: 'Doors at eight.',
      media_url: '/media/posts/40.webp',
      title: 'Jazz night',
      modified: '2026-11-20T10:00:00.000Z',
      by_id: OWNER,
      name: 'Bayside Venue',
      photo: null,
      is_specialist: false,
      is_business: true,
    },
    {
      id: 41,
      comment: 'Count me in',
      likes: [],
      state: 'active',
      reply_id: null,
      by_id: 8,
      name: 'Olive Other',
      photo: null,
      is_specialist: false,
      is_business: false,
      isAgency: false,
      modified: '2026-11-20T11:00:00.000Z',
      edited: false,
    },
  ],
};

const slow = { timeout: 20_000 };

describe('/dash/{userId}/postsPage/{postId} (spec 001 §2)', () => {
  it(
    'asks for that member’s post and shows it with its thread; members may flag the post and comments',
    slow,
    async () => {
      useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: FAN }) });
      const api = mockApi({ get_posts: ok({ posts: [post] }) });
      renderApp(`/dash/${OWNER}/postsPage/40`);

      expect(await screen.findByRole('heading', { name: 'Jazz night' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(api.sent('get_posts')).toEqual([{ request: 'get_posts', by_id: OWNER, post_id: 40 }]);
      const postArticle = screen.getByRole('article', { name: 'Jazz night' });
      expect(within(postArticle).getByRole('button', { name: FLAG_AS_INAPPROPRIATE })).toBeInTheDocument();
      const comment = screen.getByRole('article', { name: 'Comment by Olive Other' });
      expect(within(comment).getByRole('button', { name: FLAG_AS_INAPPROPRIATE })).toBeInTheDocument();
    },
  );

  it('shows no Flag action to a logged-out visitor', slow, async () => {
    mockApi({ get_posts: ok({ posts: [post] }) });
    renderApp(`/dash/${OWNER}/postsPage/40`);
    expect(await screen.findByRole('heading', { name: 'Jazz night' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FLAG_AS_INAPPROPRIATE })).toBeNull();
  });

  it("the post's owner deletes it after 'Delete Post?', and is taken back to their posts", slow, async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ user_id: OWNER, is_business: true, is_user: false, name: 'Bayside Venue' }),
    });
    let deleted = false;
    const api = mockApi({
      get_posts: () => ok({ posts: deleted ? [] : [post], next_before: null }),
      delete_post: (body) => {
        deleted = true;
        return ok({ post_id: body.post_id, deleted: true });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/dash/${OWNER}/postsPage/40`);
    expect(await screen.findByRole('heading', { name: 'Jazz night' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Post' }));
    const confirm = await screen.findByRole('dialog', { name: DELETE_POST_CONFIRM });
    // Nothing is sent before the confirmation.
    expect(api.sent('delete_post')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.sent('delete_post')).toEqual([{ request: 'delete_post', post_id: 40 }]));
    expect(await screen.findByText(POST_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/posts'));
  });

  it('offers Delete Post to nobody but its owner', slow, async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: FAN }) });
    mockApi({ get_posts: ok({ posts: [post] }) });
    renderApp(`/dash/${OWNER}/postsPage/40`);
    expect(await screen.findByRole('heading', { name: 'Jazz night' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Post' })).toBeNull();
  });

  it('says the post is not found when the server has none for that member', slow, async () => {
    mockApi({ get_posts: ok({ posts: [] }) });
    renderApp(`/dash/${OWNER}/postsPage/40`);
    expect(await screen.findByText('Post not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
