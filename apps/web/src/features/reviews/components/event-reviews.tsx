import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  EDIT_REVIEW,
  NO_EVENT_REVIEWS,
  REVIEWS_HEADING,
  REVIEW_AFTER_EVENT,
  WRITE_REVIEW,
} from '@stagepass/domain/reviews';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { useReviewViewer } from '../hooks/use-review-viewer';
import { ReviewCard, fromListItem } from './review-card';
import { ReviewFormModal, type ReviewTarget } from './review-form-modal';

/**
 * The reviews of an event for someone who took part in it (a ticket holder, its business, talent booked on it), on the
 * event page and the talent's booking page: the review card, and once the event has ended (the server says), a form
 * for each member the caller may review. Reviews about the caller are marked read once shown ('Review Available').
 * Anyone else sees nothing: get_reviews answers them no part in it (role null).
 */
export function EventReviews({ eventId }: { eventId: number }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return <ParticipantReviews eventId={eventId} />;
}

function ParticipantReviews({ eventId }: { eventId: number }) {
  const query = useRequest('get_reviews', { event_id: eventId }, { retry: false, meta: { silent: true } });
  const { viewer, viewerId } = useReviewViewer();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const markRead = useRequestMutation('mark_reviews_as_read', { meta: { silent: true } });
  // Marked once per answer that shows them (the answer is not refetched for it).
  const unreadKey = (query.data?.reviews ?? [])
    .filter((r) => r.unread)
    .map((r) => r.id)
    .join(',');
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unreadKey) mark({ review_ids: unreadKey.split(',').map(Number) });
  }, [unreadKey, mark]);

  if (!query.data || query.data.role === null) return null;
  const { reviews, reviewable, ended } = query.data;
  const headingId = `event-reviews-${eventId}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {REVIEWS_HEADING}
      </Title>
      {reviews.length > 0 ? (
        <ReviewCard reviews={reviews.map(fromListItem)} viewer={viewer} exclude={viewerId ? [viewerId] : []} />
      ) : (
        <Text c="dimmed" size="sm">
          {NO_EVENT_REVIEWS}
        </Text>
      )}
      {reviewable.length > 0 &&
        (ended ? (
          <Group gap="xs">
            {reviewable.map((p) => {
              const mine = reviews.find((r) => r.id === p.review_id);
              return (
                <Button
                  key={p.id}
                  variant={mine ? 'default' : 'filled'}
                  onClick={() =>
                    setTarget({
                      eventId,
                      friendId: p.id,
                      name: p.name,
                      existing: mine ? { id: mine.id, text: mine.text, rating: mine.rating } : null,
                    })
                  }
                >
                  {mine ? EDIT_REVIEW(p.name) : WRITE_REVIEW(p.name)}
                </Button>
              );
            })}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {REVIEW_AFTER_EVENT(reviewable.map((p) => p.name).join(' and '))}
          </Text>
        ))}
      {target && <ReviewFormModal target={target} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
