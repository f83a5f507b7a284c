import { Container, Skeleton, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { POST_NOT_FOUND } from '@stagepass/domain/posts';
import { businessProfilePath, talentProfilePath } from '@stagepass/domain/profiles';
import { REPORT_TYPES } from '@stagepass/domain/reports';
import { useRequest } from '../../../lib/use-request';
import { parseId } from '../../events/lib/event-links';
import { ProfileNotFound } from '../../profiles/components/profile-states';
import { FlagAsInappropriate } from '../../reports/components/flag-as-inappropriate';
import { PostThread, type FlagTarget } from '../components/post-thread';

/** spec 001 §6 Flag as Inappropriate on a post (report type 2) or a comment (type 3); not on one's own. */
function flagOf(target: FlagTarget) {
  const item =
    target.kind === 'post'
      ? { type: REPORT_TYPES.post, post_id: target.post_id }
      : { type: REPORT_TYPES.comment, comment_id: target.comment_id };
  return <FlagAsInappropriate item={item} ownerId={target.by_id} size="xs" />;
}

/**
 * /dash/{userId}/postsPage/{postId} (spec 001 §2, everyone): one post and its comment thread. The post must be the
 * member's of the path; a deleted post, or one of someone else, is not found.
 */
export function PostPage() {
  const params = useParams();
  const navigate = useNavigate();
  const userId = parseId(params.userId);
  const postId = parseId(params.postId);
  const valid = userId !== null && postId !== null;
  const query = useRequest(
    'get_posts',
    { by_id: userId ?? 0, post_id: postId ?? 0 },
    { enabled: valid, retry: false, meta: { silent: true } },
  );
  const post = query.data?.posts[0];

  let body;
  if (valid && query.isPending) body = <Skeleton h={400} aria-label="Loading the post" />;
  else if (!valid || query.isError || !post) body = <ProfileNotFound title={POST_NOT_FOUND} error={query.error} />;
  else {
    const owner = post.comments[0];
    const home = owner.is_business
      ? '/dash/posts'
      : owner.is_specialist
        ? talentProfilePath(owner.by_id)
        : businessProfilePath(owner.by_id);
    body = (
      <PostThread
        post={post}
        nowMs={query.dataUpdatedAt}
        renderFlag={flagOf}
        onPostDeleted={() => void navigate(home, { replace: true })}
      />
    );
  }

  return (
    <Container size="md" py="md">
      <Stack>{body}</Stack>
    </Container>
  );
}
