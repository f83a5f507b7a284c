import type { postsRequests } from '@stagepass/contract/posts/index';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { insertComment, insertPost } from './posts-repository';

/** A post written straight to the database (the picture is not needed to test who may act on it). */
async function postBy(w: World, author: Person, title = 'Matrix Night'): Promise<number> {
  return insertPost(w.t.db, {
    authorId: author.id,
    title,
    caption: 'Doors open at eight.',
    mediaType: 'Image',
    mediaUrl: '/media/posts/matrix.webp',
    now: new Date(w.t.clock.now()),
  });
}

async function commentBy(w: World, author: Person, postId: number, text = 'See you there'): Promise<number> {
  return insertComment(w.t.db, {
    postId,
    authorId: author.id,
    replyId: null,
    comment: text,
    now: new Date(w.t.clock.now()),
  });
}

/** The caller's own post where it may post (business, talent, agency as client), else the business's. */
const ownPost = (w: World) => postBy(w, w.me ?? w.business);

/** What of another member must not be in an answer: id, email, name, username. */
const secretsOf = (p: Person) => [p.id, p.email, p.name, ...(p.username ? [p.username] : [])];

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const postsMatrix: AreaMatrix<typeof postsRequests> = {
  fixtures: {
    get_posts: async (w) => {
      await postBy(w, w.business);
      return { by_id: w.business.id };
    },
    create_post: (w) => ({ image: w.shared.picture, title: 'Matrix Night', comment: 'Doors at eight.' }),
    delete_post: async (w) => ({ post_id: await ownPost(w) }),
    create_comment: async (w) => ({ post_id: await postBy(w, w.business), comment: 'Count me in' }),
    update_comment: async (w) => ({
      comment_id: await commentBy(w, w.me ?? w.fan, await postBy(w, w.business)),
      comment: 'Count me in, twice',
    }),
    like_comment: async (w) => ({ comment_id: await commentBy(w, w.fan, await postBy(w, w.business)), like: true }),
    delete_comment: async (w) => ({ comment_id: await commentBy(w, w.me ?? w.fan, await postBy(w, w.business)) }),
  },
  foreignFixtures: {
    // The other business's post: only its owner deletes it.
    delete_post: async (w) => {
      const title = `Orchard Secret ${w.n}`;
      return { input: { post_id: await postBy(w, w.other.business, title) }, secrets: [title] };
    },
    // The other agency's client's comment on the other business's post: neither its author nor the post's owner.
    update_comment: async (w) => {
      const text = `Quincy private words ${w.n}`;
      const postId = await postBy(w, w.other.business);
      return {
        input: { comment_id: await commentBy(w, w.other.client, postId, text), comment: 'Taken over' },
        secrets: [text, ...secretsOf(w.other.client)],
      };
    },
    delete_comment: async (w) => {
      const text = `Quincy private words ${w.n}`;
      const postId = await postBy(w, w.other.business);
      return {
        input: { comment_id: await commentBy(w, w.other.client, postId, text) },
        secrets: [text, ...secretsOf(w.other.client), ...secretsOf(w.other.business)],
      };
    },
  },
};
