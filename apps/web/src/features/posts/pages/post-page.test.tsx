import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post } from '@stagepass/contract/posts/fields';
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

  it('says the post is not found when the server has none for that member', slow, async () => {
    mockApi({ get_posts: ok({ posts: [] }) });
    renderApp(`/dash/${OWNER}/postsPage/40`);
    expect(await screen.findByText('Post not found', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
