import { z } from 'zod';
import { POST_IMAGE_REQUIRED, commentProblem, postCaptionProblem, postTitleProblem } from '@stagepass/domain/posts';

/**
 * A 7,500,000-byte picture as base64 is 10,000,000 characters; the cap sits a little above, so a picture too big
 * still reaches the handler and gets the spec's 'Your post image must be less than 7.5 MB.'.
 */
const DATA_URL_MAX_CHARS = 11 * 1024 * 1024;

/**
 * A text field checked by one of the domain's rules (packages/domain/src/posts.ts), trimmed. A missing field gets the
 * rule's message too (spec 001 §5: a post without a title is a title without letters), not a generic 'Required'.
 */
function checkedText(problem: (text: string) => string | null) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? (problem('') ?? undefined) : undefined) })
    .transform((raw, ctx) => {
      const text = raw.trim();
      const message = problem(text);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text;
    });
}

/** spec 001 §5: 'Posts must have pictures'. The data URL itself is checked by the handler (spec 000 §5 rules). */
export const postImage = z
  .string({ error: (issue) => (issue.input === undefined ? POST_IMAGE_REQUIRED : undefined) })
  .max(DATA_URL_MAX_CHARS)
  .transform((raw, ctx) => {
    if (raw.trim() === '') {
      ctx.addIssue({ code: 'custom', message: POST_IMAGE_REQUIRED });
      return z.NEVER;
    }
    return raw;
  });

export const postTitle = checkedText(postTitleProblem);
export const postCaption = checkedText(postCaptionProblem);
/** spec 001 §5: comments, replies and updates must not be empty. */
export const commentText = checkedText(commentProblem);

/** Who wrote a post or comment, as spec 001 §3 shows them. */
const author = {
  by_id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  is_specialist: z.boolean(),
  is_business: z.boolean(),
};

/**
 * spec 001 §3 Post: the first entry of a post's comments is the post body: id (the post's), comment (the caption),
 * media_url, by_id, name, photo, modified (ISO instant), is_specialist, is_business, title.
 */
export const postBody = z.object({
  id: z.number().int(),
  comment: z.string(),
  media_url: z.string(),
  title: z.string(),
  modified: z.string(),
  ...author,
});
export type PostBody = z.infer<typeof postBody>;

/**
 * spec 001 §3 Comment: id, by_id, comment, likes (by_id entries), state, reply_id, name, photo, is_specialist,
 * is_business, isAgency. Ours: modified (ISO instant) and edited (changed since it was written). Only 'active'
 * comments are sent: 'deleted' ones are hidden.
 */
export const postComment = z.object({
  id: z.number().int(),
  comment: z.string(),
  likes: z.array(z.object({ by_id: z.number().int() })),
  state: z.literal('active'),
  /** The comment this one answers; null for a comment on the post itself. */
  reply_id: z.number().int().nullable(),
  isAgency: z.boolean(),
  modified: z.string(),
  edited: z.boolean(),
  ...author,
});
export type PostComment = z.infer<typeof postComment>;

/** spec 001 §3 Post: post_id and the comments, the post body first. Ours: event_id and asset_id it belongs to. */
export const post = z.object({
  post_id: z.number().int(),
  event_id: z.number().int().nullable(),
  asset_id: z.number().int().nullable(),
  comments: z.tuple([postBody], postComment),
});
export type Post = z.infer<typeof post>;
