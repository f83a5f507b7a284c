import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ReviewListItem, ReviewObject } from '@stagepass/contract/reviews/fields';
import { relativeDate } from '@stagepass/domain/format';
import {
  REVIEW_COLLAPSED_LINES,
  SEE_LESS,
  SEE_MORE,
  memberKind,
  ratingLabel,
  reviewLinkParty,
  reviewOverflows,
  starsText,
  type MemberKind,
  type ReviewViewer,
} from '@stagepass/domain/reviews';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { profileLinkOf } from '../lib/review-links';

export interface CardParty {
  id: number;
  name: string;
  photo: string | null;
  kind: MemberKind;
}

/** One review as the card shows it, from either form of spec 001 §3. */
export interface CardReview {
  id: number;
  text: string;
  date: string;
  rating: number;
  reviewer: CardParty;
  subject: CardParty;
}

export function fromListItem(r: ReviewListItem): CardReview {
  return {
    id: r.id,
    text: r.text,
    date: r.date,
    rating: r.rating,
    reviewer: { id: r.reviewer_id, name: r.reviewer_name, photo: r.photo, kind: r.reviewer_kind },
    subject: { id: r.subject_id, name: r.subject_name, photo: r.subject_photo, kind: r.subject_kind },
  };
}

/** The object form names only the reviewer (s_id): the subject is the profile it was read for. */
export function fromObject(r: ReviewObject, subject: CardParty): CardReview {
  return {
    id: r.id,
    text: r.review,
    date: r.date,
    rating: r.rating,
    reviewer: {
      id: r.s_id,
      name: r.name,
      photo: r.photo,
      kind: memberKind({ isSpecialist: r.is_specialist, isBusiness: r.is_business }),
    },
    subject,
  };
}

/** Whether the clamped text hides lines: measured where there is layout, else judged by its length and lines. */
function useOverflows(text: string, collapsed: boolean) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(() => reviewOverflows(text));
  useLayoutEffect(() => {
    if (!collapsed) return;
    const measure = () => {
      const el = ref.current;
      if (!el || el.clientHeight === 0) return setOverflows(reviewOverflows(text));
      setOverflows(el.scrollHeight > el.clientHeight + 1);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [text, collapsed]);
  return { ref, overflows };
}

function PartyName({ party, linked }: { party: CardParty; linked: boolean }) {
  const link = linked ? profileLinkOf(party) : null;
  if (!link)
    return (
      <Text span fw={600}>
        {party.name}
      </Text>
    );
  return (
    <Anchor component={Link} to={link.to} state={link.state} fw={600}>
      {party.name}
    </Anchor>
  );
}

/**
 * spec 001 §2 review card: only the first review, collapsed to two lines with See more and See less. §6: it links to
 * the creator or the business profile by the viewer's role (domain reviewLinkParty), never to a profile of `exclude`
 * (the viewer's own, the profile page it is on). `showSubject` says whom the review is about (an event's reviews).
 */
export function ReviewCard(props: ReviewCardProps) {
  const review = props.reviews[0];
  if (!review) return null;
  // A new first review starts collapsed.
  return <FirstReview key={review.id} review={review} {...props} />;
}

interface ReviewCardProps {
  reviews: readonly CardReview[];
  viewer: ReviewViewer;
  exclude?: readonly number[];
  showSubject?: boolean;
  nowMs?: number;
}

function FirstReview({
  review,
  reviews,
  viewer,
  exclude = [],
  showSubject = true,
  nowMs,
}: ReviewCardProps & { review: CardReview }) {
  const [shownAt] = useState(() => Date.now());
  const [expanded, setExpanded] = useState(false);
  const { ref, overflows } = useOverflows(review.text, !expanded);
  const textId = useId();
  const target = reviewLinkParty(viewer, review.reviewer, review.subject, exclude);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`Review by ${review.reviewer.name}`}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar name={review.reviewer.name} image={review.reviewer.photo} decorative />
          <Stack gap={0}>
            <PartyName party={review.reviewer} linked={target?.id === review.reviewer.id} />
            {(showSubject || target?.id === review.subject.id) && (
              <Text size="sm" c="dimmed">
                about <PartyName party={review.subject} linked={target?.id === review.subject.id} />
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Text c="yellow.7" aria-label={ratingLabel(review.rating)} role="img">
            {starsText(review.rating)}
          </Text>
          <Text size="xs" c="dimmed">
            {relativeDate(review.date, nowMs ?? shownAt)}
          </Text>
        </Group>
        <Text
          ref={ref}
          id={textId}
          lineClamp={expanded ? undefined : REVIEW_COLLAPSED_LINES}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="review-text"
        >
          {review.text}
        </Text>
        {(overflows || expanded) && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            w="fit-content"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? SEE_LESS : SEE_MORE}
          </Anchor>
        )}
        {reviews.length > 1 && (
          <Text size="xs" c="dimmed">
            {`1 of ${reviews.length} reviews`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
