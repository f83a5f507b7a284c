import { AspectRatio, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import type { Post } from '@stagepass/contract/posts/fields';
import { COUNT_NOUNS, countLine } from '@stagepass/domain/counts';
import { relativeDate } from '@stagepass/domain/format';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import { CREATE_POST, LOAD_MORE_POSTS, NO_POSTS_YET, canCreatePost, postPagePath } from '@stagepass/domain/posts';
import { EmptyState } from '../../../components/ui/empty-state';
import { EVENT_IMAGE_PLACEHOLDER } from '../../../components/ui/event-image';
import { LoadMore } from '../../../components/ui/load-more';
import { usePostPages } from '../api/get_posts';
import { useCurrentUser, useIsLoggedIn } from '../../accounts/hooks/use-session';
import { POSTS_EMPTY_TEXTS as T } from '../posts-texts';
import { CreatePostModal } from './create-post-modal';

/** One post as a card: its picture, title, a line of its caption and how many comments, linking to its page. */
export function PostCard({ post, nowMs }: { post: Post; nowMs: number }) {
  const [body, ...comments] = post.comments;
  const count = comments.length;
  return (
    <Card
      component={Link}
      to={postPagePath(body.by_id, post.post_id)}
      withBorder
      padding="sm"
      aria-label={body.title}
      style={{ textDecoration: 'none' }}
    >
      <Card.Section>
        <AspectRatio ratio={CROP_RATIOS.square}>
          <Image src={body.media_url} alt="" fit="cover" fallbackSrc={EVENT_IMAGE_PLACEHOLDER} />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={700} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {body.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {body.comment}
        </Text>
        <Text size="xs" c="dimmed">
          {relativeDate(body.modified, nowMs)} · {countLine('plain', count, COUNT_NOUNS.comments)}
        </Text>
      </Stack>
    </Card>
  );
}

export interface OwnerPostsProps {
  /** Whose posts: a business or talent. */
  ownerId: number;
  /** What shows when there are none yet. */
  empty?: string;
  /** spec 001 §5: the crop ratio of new posts' pictures; square by default. */
  aspect?: number;
}

/**
 * spec 001 §2 the posts widget: a member's posts, newest first, each leading to its page; the owner (a business or
 * talent, spec 001 §6 'only the post owner sees Create') also gets Create Post and its modal.
 */
export function OwnerPosts({ ownerId, empty = NO_POSTS_YET, aspect }: OwnerPostsProps) {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const isOwner = loggedIn && user?.user_id === ownerId && canCreatePost(user);
  const [creating, creator] = useDisclosure(false);
  // Silent: a profile page says so in place rather than with an error notice. A page at a time, then Load more.
  const query = usePostPages(ownerId);
  const shown = query.data?.pages.flatMap((p) => p.posts) ?? [];

  let list;
  if (query.isPending) list = <Skeleton h={200} aria-label="Loading posts" />;
  else if (query.isError) list = <Text c="dimmed">{query.error.message}</Text>;
  else if (shown.length === 0)
    // The owner's first post starts here; a visitor is only told there is none.
    list = isOwner ? (
      <EmptyState message={empty} description={T.ownerHint} action={{ label: CREATE_POST, onClick: creator.open }} />
    ) : (
      <EmptyState message={empty} />
    );
  else
    list = (
      <>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="list" aria-label="Posts">
          {shown.map((p) => (
            <div role="listitem" key={p.post_id}>
              <PostCard post={p} nowMs={query.dataUpdatedAt} />
            </div>
          ))}
        </SimpleGrid>
        <LoadMore pages={query} label={LOAD_MORE_POSTS} />
      </>
    );

  return (
    <Stack gap="sm">
      {/* Above the posts; with none yet the empty state carries it instead (none while loading: no jump). */}
      {isOwner && (shown.length > 0 || query.isError) && (
        <Group>
          <Button onClick={creator.open}>{CREATE_POST}</Button>
        </Group>
      )}
      {list}
      {isOwner && <CreatePostModal opened={creating} onClose={creator.close} {...(aspect ? { aspect } : {})} />}
    </Stack>
  );
}
