import { mediaUrl, newMediaKey } from '../../adapters/storage/keys';
import type { Handler } from '../../rpc/context';
import { prepareImage } from '../accounts/profile-image';
import { loadPosts } from './post-views';
import { insertPost } from './posts-repository';

/**
 * spec 001 §7 create_post, §5: the contract has checked that there is a picture and that the title and caption have
 * letters; the picture itself is checked here by the upload rules (spec 000 §5: at most 7.5 MB with the post's
 * wording, JPG or PNG by magic bytes, at least 150 x 150), re-encoded and stored, then the post is written.
 */
export const create_post: Handler<'create_post'> = async ({ ctx, input }) => {
  const image = await prepareImage(input.image, 'post');
  const key = newMediaKey('posts', image.extension);
  await ctx.storage.put(key, image.bytes, image.contentType);

  let postId: number;
  try {
    postId = await insertPost(ctx.db, {
      authorId: ctx.member.id,
      title: input.title,
      caption: input.comment,
      mediaType: input.mediaType,
      mediaUrl: mediaUrl(key),
      now: new Date(ctx.clock.now()),
    });
  } catch (err) {
    // Nothing points at the stored picture: remove it rather than leave an orphan behind.
    await ctx.storage.delete(key).catch(() => {});
    throw err;
  }
  const [post] = await loadPosts(ctx.db, { postId });
  if (!post) throw new Error(`post ${postId} vanished after create_post`);
  return { post };
};
