import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CANCEL,
  RATING_LABEL,
  REVIEW_FORM_TITLE,
  REVIEW_LABEL,
  REVIEW_MAX_LENGTH,
  REVIEW_SAVED,
  SUBMIT_REVIEW,
  ratingError,
  reviewTextError,
} from '@stagepass/domain/reviews';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { RatingInput } from './rating-input';

export interface ReviewTarget {
  eventId: number;
  friendId: number;
  name: string;
  /** The caller's review of them so far, to edit. */
  existing: { id: number; text: string; rating: number } | null;
}

/**
 * The review form (spec 001 §2 'forms for ... reviews'): a rating of 1 to 5 and a text, checked as the server checks
 * them (domain reviews.ts). set_review writes the one review, or edits it; the button locks while it is sent.
 */
export function ReviewFormModal({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const [rating, setRating] = useState(target.existing?.rating ?? 0);
  const [text, setText] = useState(target.existing?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string | null; text?: string | null }>({});
  const save = useRequestMutation('set_review', { invalidates: ['get_reviews', 'get_reviews_for_id'] });

  function submit(e: FormEvent) {
    e.preventDefault();
    const problems = { rating: ratingError(rating), text: reviewTextError(text) };
    setErrors(problems);
    if (problems.rating || problems.text) return;
    save.mutate(
      {
        event_id: target.eventId,
        friend_id: target.friendId,
        ...(target.existing ? { review_id: target.existing.id } : {}),
        review: text.trim(),
        rating,
      },
      {
        onSuccess: () => {
          notify(1, REVIEW_SAVED);
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title={REVIEW_FORM_TITLE(target.name)}
      centered
    >
      <form onSubmit={submit} noValidate aria-label={REVIEW_FORM_TITLE(target.name)}>
        <Stack>
          <RatingInput
            label={RATING_LABEL}
            value={rating}
            onChange={(v) => {
              setRating(v);
              setErrors((x) => ({ ...x, rating: null }));
            }}
            error={errors.rating}
          />
          <Textarea
            label={REVIEW_LABEL}
            required
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setErrors((x) => ({ ...x, text: null }));
            }}
            error={errors.text}
            rows={5}
            maxLength={REVIEW_MAX_LENGTH + 200}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {CANCEL}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {SUBMIT_REVIEW}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
