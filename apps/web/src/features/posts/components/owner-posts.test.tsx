import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREATE_POST, LOAD_MORE_POSTS, NO_POSTS_YET, POSTS_PAGE_SIZE } from '@stagepass/domain/posts';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../events/testing';
import { POSTS_EMPTY_TEXTS } from '../posts-texts';
import { makePost } from '../testing';
import { OwnerPosts } from './owner-posts';

const OWNER = 12;

const postOf = (id: number) => makePost({ id, title: `Night ${id}`, byId: OWNER });

/** The server's get_posts over `total` posts (ids total..1, newest first), a page at a time as the contract says. */
function postsServer(total: number) {
  const all = Array.from({ length: total }, (_, i) => postOf(total - i));
  return mockApi({
    get_posts: (body) => {
      const limit = Number(body.limit ?? 50);
      const before = body.before as number | undefined;
      const older = before === undefined ? all : all.filter((p) => p.post_id < before);
      const page = older.slice(0, limit);
      return ok({ posts: page, next_before: older.length > limit ? page[page.length - 1]!.post_id : null });
    },
  });
}

describe('OwnerPosts: paging (get_posts limit and before)', () => {
  it('shows the first page, then the next ones with Load more until the last', async () => {
    const total = POSTS_PAGE_SIZE * 2 + 3;
    const { sent } = postsServer(total);
    const user = userEvent.setup();
    renderWithProviders(<OwnerPosts ownerId={OWNER} />);

    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(POSTS_PAGE_SIZE);
    expect(sent('get_posts')).toEqual([{ request: 'get_posts', by_id: OWNER, limit: POSTS_PAGE_SIZE }]);

    await user.click(screen.getByRole('button', { name: LOAD_MORE_POSTS }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(POSTS_PAGE_SIZE * 2));
    expect(sent('get_posts')[1]).toEqual({
      request: 'get_posts',
      by_id: OWNER,
      limit: POSTS_PAGE_SIZE,
      before: total - POSTS_PAGE_SIZE + 1,
    });

    await user.click(screen.getByRole('button', { name: LOAD_MORE_POSTS }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(total));
    // The oldest post is last, and there is nothing more to load.
    expect(within(list).getAllByRole('link').at(-1)).toHaveAccessibleName('Night 1');
    expect(screen.queryByRole('button', { name: LOAD_MORE_POSTS })).toBeNull();
  });

  it('has no Load more when one page holds every post', async () => {
    postsServer(2);
    renderWithProviders(<OwnerPosts ownerId={OWNER} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: LOAD_MORE_POSTS })).toBeNull();
  });
});

describe('OwnerPosts: no posts yet', () => {
  it('the owner is told what a post does and creates the first from the empty list', async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ user_id: OWNER, is_business: true, is_user: false }),
    });
    postsServer(0);
    const user = userEvent.setup();
    renderWithProviders(<OwnerPosts ownerId={OWNER} />);

    expect(await screen.findByText(NO_POSTS_YET)).toBeInTheDocument();
    expect(screen.getByText(POSTS_EMPTY_TEXTS.ownerHint)).toBeInTheDocument();
    // One Create Post, in the empty state.
    const create = screen.getAllByRole('button', { name: CREATE_POST });
    expect(create).toHaveLength(1);
    await user.click(create[0]!);
    expect(await screen.findByRole('form', { name: CREATE_POST })).toBeInTheDocument();
  });

  it('a visitor reads only that there are none', async () => {
    postsServer(0);
    renderWithProviders(<OwnerPosts ownerId={OWNER} />);
    expect(await screen.findByText(NO_POSTS_YET)).toBeInTheDocument();
    expect(screen.queryByText(POSTS_EMPTY_TEXTS.ownerHint)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CREATE_POST })).not.toBeInTheDocument();
  });
});
