import { Anchor, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Post, PostComment } from '@stagepass/contract/posts/fields';
import { COUNT_NOUNS, countDisplay, countLine } from '@stagepass/domain/counts';
import { relativeDate } from '@stagepass/domain/format';
import {
  COMMENT_DELETED,
  DELETE_COMMENT_CONFIRM,
  DELETE_POST_CONFIRM,
  LIKE_NEEDS_LOGIN,
  POST_DELETED,
  canDeleteComment,
  canDeletePost,
  canEditComment,
  commentThread,
  likedBy,
} from '@stagepass/domain/posts';
import { businessProfilePath, talentProfilePath } from '@stagepass/domain/profiles';
import { EmptyState } from '../../../components/ui/empty-state';
import { EVENT_IMAGE_PLACEHOLDER } from '../../../components/ui/event-image';
import { notify } from '../../../components/ui/notify';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useRequestMutation } from '../../../lib/use-request';
import { useCurrentUser, useIsLoggedIn } from '../../accounts/hooks/use-session';
import { POSTS_EMPTY_TEXTS as T } from '../posts-texts';
import { CommentModal } from './comment-modal';
import { CommentText } from './comment-text';

/** What a 'Flag as Inappropriate' action reports: a post, or one comment of it. */
export type FlagTarget =
  | { kind: 'post'; post_id: number; by_id: number }
  | { kind: 'comment'; post_id: number; comment_id: number; by_id: number };

export interface PostThreadProps {
  post: Post;
  /**
   * The 'Flag as Inappropriate' action (features/reports) for the post and each comment. spec 001 §6: shown to
   * logged-in members only, which the thread sees to: it is never called for a logged-out visitor.
   */
  renderFlag?: (target: FlagTarget) => ReactNode;
  /** After the owner deleted the post (the page leaves it). */
  onPostDeleted?: () => void;
  /** 'Now' for the relative dates (spec 001 §9): when the thread was fetched; by default when it was first shown. */
  nowMs?: number;
}

export const ADD_COMMENT = 'Add Comment';
export const NO_COMMENTS = 'No comments yet.';

type Editing = { kind: 'create' } | { kind: 'reply'; to: PostComment } | { kind: 'update'; comment: PostComment };

/** Where a member's name leads: the talent or business profile; a fan has none. */
function profilePath(who: { by_id: number; is_specialist: boolean; is_business: boolean }): string | null {
  if (who.is_specialist) return talentProfilePath(who.by_id);
  if (who.is_business) return businessProfilePath(who.by_id);
  return null;
}

function AuthorLine({
  who,
  modified,
  nowMs,
  edited,
}: {
  who: { by_id: number; name: string; photo: string | null; is_specialist: boolean; is_business: boolean };
  modified: string;
  nowMs: number;
  edited?: boolean;
}) {
  const path = profilePath(who);
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar name={who.name} image={who.photo} size={32} decorative />
      <Stack gap={0} style={{ minWidth: 0 }}>
        {path ? (
          <Anchor component={Link} to={path} fw={600} size="sm">
            {who.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {who.name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {relativeDate(modified, nowMs)}
          {edited ? ' · edited' : ''}
        </Text>
      </Stack>
    </Group>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 4.4 2.5h1.6c.8-1.3 2.2-2.5 4.4-2.5 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
      />
    </svg>
  );
}

/**
 * spec 001 §2 the post page's thread, §4, §6: the post (picture, title, caption), then its comments with replies under
 * them. Logged-in members like, reply and add comments; a comment's author edits it; its author or the post owner
 * deletes it after 'Delete Comment?'; only the post owner deletes the post. A logged-out visitor sees the likes, and
 * pressing Like tells them 'You must be logged in to like comments.' (nothing is sent).
 */
export function PostThread({ post, renderFlag, onPostDeleted, nowMs }: PostThreadProps) {
  const [shownAt] = useState(() => Date.now());
  const now = nowMs ?? shownAt;
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const viewerId = loggedIn ? (user?.user_id ?? null) : null;
  const [body, ...comments] = post.comments;
  const ownerId = body.by_id;
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  const invalidates = ['get_posts'] as const;
  const create = useRequestMutation('create_comment', { invalidates, onSuccess: close });
  const update = useRequestMutation('update_comment', { invalidates, onSuccess: close });
  const like = useRequestMutation('like_comment', { invalidates });
  const removeComment = useRequestMutation('delete_comment', {
    invalidates,
    onSuccess: () => notify(1, COMMENT_DELETED),
  });
  const removePost = useRequestMutation('delete_post', {
    invalidates,
    onSuccess: () => {
      notify(1, POST_DELETED);
      onPostDeleted?.();
    },
  });

  const confirmDeleteComment = (c: PostComment) =>
    modals.openConfirmModal({
      title: DELETE_COMMENT_CONFIRM,
      children: <CommentText text={c.comment} size="sm" lineClamp={4} />,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removeComment.mutate({ comment_id: c.id }),
    });

  const confirmDeletePost = () =>
    modals.openConfirmModal({
      title: DELETE_POST_CONFIRM,
      children: <Text size="sm">{body.title}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removePost.mutate({ post_id: post.post_id }),
    });

  const toggleLike = (c: PostComment) => {
    if (viewerId === null) {
      notify(2, LIKE_NEEDS_LOGIN);
      return;
    }
    like.mutate({ comment_id: c.id, like: !likedBy(c.likes, viewerId) });
  };

  const renderComment = (c: PostComment, isReply: boolean) => {
    const liked = likedBy(c.likes, viewerId);
    const likeBusy = like.isPending && like.variables?.comment_id === c.id;
    return (
      <Card
        key={c.id}
        component="article"
        aria-label={`Comment by ${c.name}`}
        withBorder
        padding="sm"
        ml={isReply ? 'xl' : 0}
      >
        <Stack gap={6}>
          <AuthorLine who={c} modified={c.modified} nowMs={now} edited={c.edited} />
          <CommentText text={c.comment} size="sm" />
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-sm"
              color={liked ? 'pink' : 'gray'}
              leftSection={<HeartIcon filled={liked} />}
              aria-label={`Like (${countLine('plain', c.likes.length, COUNT_NOUNS.likes)})`}
              aria-pressed={viewerId === null ? undefined : liked}
              loading={likeBusy}
              onClick={() => toggleLike(c)}
            >
              {countDisplay('plain', c.likes.length)}
            </Button>
            {viewerId !== null && (
              <Button variant="subtle" size="compact-sm" onClick={() => setEditing({ kind: 'reply', to: c })}>
                Reply
              </Button>
            )}
            {canEditComment(viewerId, c) && (
              <Button variant="subtle" size="compact-sm" onClick={() => setEditing({ kind: 'update', comment: c })}>
                Edit
              </Button>
            )}
            {canDeleteComment(viewerId, c, ownerId) && (
              <Button variant="subtle" size="compact-sm" color="red" onClick={() => confirmDeleteComment(c)}>
                Delete
              </Button>
            )}
            {viewerId !== null &&
              renderFlag?.({
                kind: 'comment',
                post_id: post.post_id,
                comment_id: c.id,
                by_id: c.by_id,
              })}
          </Group>
        </Stack>
      </Card>
    );
  };

  const thread = commentThread(comments);
  const modal =
    editing?.kind === 'create'
      ? { title: ADD_COMMENT, submitLabel: 'Comment', initial: '', saving: create.isPending }
      : editing?.kind === 'reply'
        ? { title: `Reply to ${editing.to.name}`, submitLabel: 'Reply', initial: '', saving: create.isPending }
        : editing?.kind === 'update'
          ? {
              title: 'Update Comment',
              submitLabel: 'Update',
              initial: editing.comment.comment,
              saving: update.isPending,
            }
          : null;

  const submit = (text: string) => {
    if (editing?.kind === 'create') create.mutate({ post_id: post.post_id, comment: text });
    else if (editing?.kind === 'reply')
      create.mutate({ post_id: post.post_id, comment: text, reply_id: editing.to.id });
    else if (editing?.kind === 'update') update.mutate({ comment_id: editing.comment.id, comment: text });
  };

  return (
    <Stack gap="lg">
      <Stack component="article" aria-label={body.title} gap="sm">
        <AuthorLine who={body} modified={body.modified} nowMs={now} />
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {body.title}
        </Title>
        <Image src={body.media_url} alt={body.title} radius="md" maw={640} fallbackSrc={EVENT_IMAGE_PLACEHOLDER} />
        <CommentText text={body.comment} />
        <Group gap="xs">
          {canDeletePost(viewerId, ownerId) && (
            <Button variant="light" color="red" onClick={confirmDeletePost} loading={removePost.isPending}>
              Delete Post
            </Button>
          )}
          {viewerId !== null && renderFlag?.({ kind: 'post', post_id: post.post_id, by_id: ownerId })}
        </Group>
      </Stack>

      <Stack component="section" aria-labelledby="post-comments" gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="post-comments">
            Comments
          </Title>
          {viewerId !== null && <Button onClick={() => setEditing({ kind: 'create' })}>{ADD_COMMENT}</Button>}
        </Group>
        {/* Add Comment sits in the heading row just above, for a member; a visitor reads only that there are none. */}
        {thread.length === 0 && (
          <EmptyState message={NO_COMMENTS} description={viewerId !== null ? T.commentsHint : undefined} />
        )}
        {thread.map((entry) => (
          <Stack key={entry.comment.id} gap="xs">
            {renderComment(entry.comment, false)}
            {entry.replies.map((r) => renderComment(r, true))}
          </Stack>
        ))}
      </Stack>

      <CommentModal
        opened={modal !== null}
        title={modal?.title ?? ''}
        submitLabel={modal?.submitLabel ?? ''}
        initial={modal?.initial ?? ''}
        saving={modal?.saving ?? false}
        onSubmit={submit}
        onClose={close}
      />
    </Stack>
  );
}
