import type { Post, PostComment } from '@stagepass/contract/posts/fields';

/** A post as get_posts answers it: its body (the first comment, with the picture and title), then `comments`. */
export function makePost({
  id,
  title = 'Jazz night',
  caption = 'Doors at eight',
  byId,
  comments = [],
}: {
  id: number;
  title?: string;
  caption?: string;
  byId: number;
  comments?: PostComment[];
}): Post {
  return {
    post_id: id,
    event_id: null,
    asset_id: null,
    comments: [
      {
        id,
        comment: caption,
        media_url: `/media/posts/${id}.webp`,
        title,
        modified: new Date().toISOString(),
        by_id: byId,
        name: 'Bayside Venue',
        photo: null,
        is_specialist: false,
        is_business: true,
      },
      ...comments,
    ],
  };
}
