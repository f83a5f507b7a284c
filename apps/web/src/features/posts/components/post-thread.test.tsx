import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Post, PostComment } from '@stagepass/contract/posts/fields';
import { LIKE_NEEDS_LOGIN } from '@stagepass/domain/posts';
import { useSessionStore } from '../../../store/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../events/testing';
import { makePost } from '../testing';
import { PostThread } from './post-thread';

const OWNER = 12;
const FAN = 7;
const OTHER = 8;

function comment(id: number, by_id: number, text: string, extra: Partial<PostComment> = {}): PostComment {
  return {
    id,
    comment: text,
    likes: [],
    state: 'active',
    reply_id: null,
    by_id,
    name: by_id === OWNER ? 'Bayside Venue' : by_id === FAN ? 'Frankie Fan' : 'Olive Other',
    photo: null,
    is_specialist: false,
    is_business: by_id === OWNER,
    isAgency: false,
    modified: new Date().toISOString(),
    edited: false,
    ...extra,
  };
}

const threadPost = (comments: PostComment[]): Post =>
  makePost({
    id: 40,
    caption: 'Doors at eight. Tickets: https://tickets.example.com/jazz',
    byId: OWNER,
    comments,
  });

const signIn = (user_id: number) =>
  useSessionStore.getState().signIn({
    session: 'tok',
    user: makeUser({ user_id, is_business: user_id === OWNER, is_user: user_id !== OWNER }),
  });

const commentCard = (name: string, n = 0) => screen.getAllByRole('article', { name: `Comment by ${name}` })[n]!;

describe('PostThread (spec 001 §2, §4 comment thread, §6)', { timeout: 20_000 }, () => {
  it('a logged-out visitor sees likes but cannot like: the spec message, and nothing is sent', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <PostThread post={threadPost([comment(1, FAN, 'Count me in', { likes: [{ by_id: OTHER }] })])} />,
    );

    const card = commentCard('Frankie Fan');
    const like = within(card).getByRole('button', { name: 'Like (1 like)' });
    await user.click(like);
    expect(await screen.findByText(LIKE_NEEDS_LOGIN)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    // spec 001 §6: no reply, edit, delete or new comment for them.
    expect(within(card).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Post' })).toBeNull();
  });

  it('renders text as text: a <script> comment shows as written, a link is a nofollow noopener link', async () => {
    mockApi({});
    const script = '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">';
    renderWithProviders(
      <PostThread
        post={threadPost([
          comment(1, FAN, script),
          comment(2, OTHER, 'Photos at www.example.org/photos and javascript:alert(1) and file:///etc/passwd'),
        ])}
      />,
    );
    const scripted = commentCard('Frankie Fan');
    expect(scripted).toHaveTextContent(script);
    expect(scripted.querySelector('script, img[src="x"]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();

    const linked = commentCard('Olive Other');
    const links = within(linked).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('www.example.org/photos');
    expect(links[0]).toHaveAttribute('href', 'https://www.example.org/photos');
    expect(links[0]).toHaveAttribute('rel', 'nofollow noopener');
    expect(linked).toHaveTextContent('javascript:alert(1)');

    // The caption's link too.
    const caption = screen.getByRole('link', { name: 'https://tickets.example.com/jazz' });
    expect(caption).toHaveAttribute('rel', 'nofollow noopener');
  });

  it('a member likes, replies and edits their own comment; empty text is not sent', async () => {
    signIn(FAN);
    const api = mockApi({
      like_comment: (body) => ok({ comment_id: body.comment_id, liked: body.like, likes: [{ by_id: FAN }] }),
      create_comment: (body) => ok({ comment: comment(3, FAN, String(body.comment), { reply_id: 2 }) }),
      update_comment: (body) => ok({ comment: comment(1, FAN, String(body.comment), { edited: true }) }),
      get_posts: () => ok({ posts: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <PostThread post={threadPost([comment(1, FAN, 'Count me in'), comment(2, OTHER, 'Me too', { reply_id: 1 })])} />,
    );

    const other = commentCard('Olive Other');
    await user.click(within(other).getByRole('button', { name: 'Like (0 likes)' }));
    await waitFor(() =>
      expect(api.sent('like_comment')).toEqual([{ request: 'like_comment', comment_id: 2, like: true }]),
    );
    // Not theirs: no Edit or Delete.
    expect(within(other).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(other).queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.click(within(other).getByRole('button', { name: 'Reply' }));
    const reply = screen.getByRole('form', { name: 'Reply to Olive Other' });
    const send = within(reply).getByRole('button', { name: 'Reply' });
    await user.type(within(reply).getByLabelText('Comment'), '   ');
    expect(send).toBeDisabled();
    await user.type(within(reply).getByLabelText('Comment'), 'See you there');
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reply to Olive Other' })).toBeNull());
    expect(api.sent('create_comment')).toEqual([
      { request: 'create_comment', post_id: 40, comment: 'See you there', reply_id: 2 },
    ]);

    await user.click(within(commentCard('Frankie Fan')).getByRole('button', { name: 'Edit' }));
    const update = screen.getByRole('form', { name: 'Update Comment' });
    const box = within(update).getByLabelText('Comment');
    expect(box).toHaveValue('Count me in');
    await user.clear(box);
    expect(within(update).getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(box, 'Count me in twice');
    await user.click(within(update).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.sent('update_comment')).toEqual([
        { request: 'update_comment', comment_id: 1, comment: 'Count me in twice' },
      ]),
    );
  });

  it("the post owner deletes another's comment after 'Delete Comment?', and can delete the post", async () => {
    signIn(OWNER);
    const api = mockApi({
      delete_comment: (body) => ok({ comment_id: body.comment_id, deleted: true }),
      get_posts: () => ok({ posts: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PostThread post={threadPost([comment(1, FAN, 'Rude words')])} />);

    const card = commentCard('Frankie Fan');
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('delete_comment')).toEqual([{ request: 'delete_comment', comment_id: 1 }]));
    expect(screen.getByRole('button', { name: 'Delete Post' })).toBeInTheDocument();
  });

  it('a member who neither wrote the comment nor owns the post cannot delete it; Flag shows for members', async () => {
    signIn(OTHER);
    mockApi({});
    renderWithProviders(
      <PostThread
        post={threadPost([comment(1, FAN, 'Hello')])}
        renderFlag={(target) => <button type="button">{`Flag ${target.kind}`}</button>}
      />,
    );
    const card = commentCard('Frankie Fan');
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Flag comment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flag post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Post' })).toBeNull();
  });

  it('hides the Flag action from logged-out visitors', () => {
    mockApi({});
    renderWithProviders(
      <PostThread
        post={threadPost([comment(1, FAN, 'Hello')])}
        renderFlag={() => <button type="button">Flag</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Flag' })).toBeNull();
  });
});
