import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestOutput } from '@stagepass/contract/registry';
import {
  ENTER_VALID_EMAIL,
  RATING_INVALID,
  RECOMMENDATION_REQUIRED,
  REC_REQUEST_SENT,
  REC_WRITTEN,
  REQUEST_RECOMMENDATION,
  REVIEW_REQUIRED,
  REVIEW_SAVED,
} from '@stagepass/domain/reviews';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../events/testing';
import { DashboardRecommendations } from './dashboard-recommendations';
import { EventReviews } from './event-reviews';

type Reviews = RequestOutput<'get_reviews'>;

const slow = { timeout: 5000 };

const signIn = (overrides = {}) =>
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 7, ...overrides }) });

function reviewsAnswer(overrides: Partial<Reviews> = {}): Reviews {
  return {
    event_id: 41,
    event_name: 'Jazz Night',
    ends_at: '2026-11-20T07:00:00.000Z',
    ended: true,
    role: 'guest',
    reviews: [],
    reviewable: [
      { id: 9, name: 'Bayside Venue', photo: null, kind: 'BUSINESS', role: 'business', review_id: null },
      { id: 42, name: 'Nova Star', photo: null, kind: 'SPECIALIST', role: 'talent', review_id: null },
    ],
    ...overrides,
  };
}

const myReview = {
  id: 5,
  text: 'Loved it.',
  date: '2026-11-20T10:00:00.000Z',
  rating: 4,
  event_id: 41,
  reviewer_id: 7,
  reviewer_name: 'Frankie Fan',
  photo: null,
  reviewer_kind: 'USER' as const,
  subject_id: 42,
  subject_name: 'Nova Star',
  subject_photo: null,
  subject_kind: 'SPECIALIST' as const,
  unread: false,
  mine: true,
};

describe('EventReviews: the review form after the event (issue 13)', () => {
  it('a ticket holder reviews the talent: rating 1–5 and a text, checked before sending', async () => {
    signIn();
    let answer = reviewsAnswer();
    const api = mockApi({
      get_reviews: () => ok(answer),
      set_review: (body) => {
        answer = reviewsAnswer({
          reviews: [{ ...myReview, text: String(body.review), rating: Number(body.rating) }],
          reviewable: answer.reviewable.map((p) => (p.id === 42 ? { ...p, review_id: 5 } : p)),
        });
        return ok({ review: answer.reviews[0], created: true });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EventReviews eventId={41} />);

    const section = await screen.findByRole('region', { name: 'Reviews' }, slow);
    await user.click(within(section).getByRole('button', { name: 'Review Nova Star' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your review of Nova Star' });
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));
    expect(within(dialog).getByText(RATING_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByText(REVIEW_REQUIRED)).toBeInTheDocument();
    expect(api.sent('set_review')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), '  A magical night by the bay.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText(REVIEW_SAVED, {}, slow)).toBeInTheDocument();
    expect(api.sent('set_review')).toEqual([
      { request: 'set_review', event_id: 41, friend_id: 42, review: 'A magical night by the bay.', rating: 5 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The card shows it, and the button now edits it (with its review_id).
    expect(await within(section).findByText('A magical night by the bay.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit your review of Nova Star' }));
    const edit = await screen.findByRole('dialog', { name: 'Your review of Nova Star' });
    expect(within(edit).getByRole('textbox', { name: /Your review/ })).toHaveValue('A magical night by the bay.');
    expect(within(edit).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(within(edit).getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(api.sent('set_review')).toHaveLength(2));
    expect(api.sent('set_review')[1]).toMatchObject({ review_id: 5, rating: 5 });
  }, 20_000);

  it('before the event ends offers no form, only when it will open', async () => {
    signIn();
    mockApi({ get_reviews: ok(reviewsAnswer({ ended: false })) });
    renderWithProviders(<EventReviews eventId={41} />);
    const section = await screen.findByRole('region', { name: 'Reviews' }, slow);
    expect(
      within(section).getByText('You can review Bayside Venue and Nova Star once the event has ended.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks the reviews about the viewer read once shown; shows nothing to a non-participant or logged out', async () => {
    signIn({ user_id: 42, is_specialist: true, is_user: false });
    const api = mockApi({
      get_reviews: ok(
        reviewsAnswer({ role: 'talent', reviews: [{ ...myReview, reviewer_id: 9, mine: false, unread: true }] }),
      ),
      mark_reviews_as_read: ok({ review_ids: [5], unread: 0 }),
    });
    const first = renderWithProviders(<EventReviews eventId={41} />);
    await screen.findByRole('region', { name: 'Reviews' }, slow);
    await waitFor(() =>
      expect(api.sent('mark_reviews_as_read')).toEqual([{ request: 'mark_reviews_as_read', review_ids: [5] }]),
    );
    first.unmount();

    // Someone who took no part in the event: the server answers no part, and the page shows no reviews section.
    const visitor = mockApi({ get_reviews: ok(reviewsAnswer({ role: null, reviews: [], reviewable: [] })) });
    const second = renderWithProviders(<EventReviews eventId={41} />);
    await waitFor(() => expect(visitor.sent('get_reviews')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    second.unmount();

    // A private event's page for someone without a part: 404, shown as nothing.
    const refused = mockApi({ get_reviews: fail(404, 'Event not found', 'event_id') });
    const third = renderWithProviders(<EventReviews eventId={41} />);
    await waitFor(() => expect(refused.sent('get_reviews')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(screen.queryByText('Event not found')).not.toBeInTheDocument();
    third.unmount();

    useSessionStore.getState().clearStore();
    const out = mockApi({});
    renderWithProviders(<EventReviews eventId={41} />);
    expect(out.calls).toEqual([]);
  });
});

describe('Recommendations on the dashboard', () => {
  it("a talent asks by email: 'Please enter a valid email!' until it is one, then request_rec", async () => {
    signIn({ is_specialist: true, is_user: false });
    const api = mockApi({
      get_pending_rec_requests: ok({ requests: [] }),
      request_rec: ok({ success: true, message: REC_REQUEST_SENT }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardRecommendations />);
    await user.click(await screen.findByRole('button', { name: REQUEST_RECOMMENDATION }));
    const dialog = await screen.findByRole('dialog', { name: REQUEST_RECOMMENDATION });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(ENTER_VALID_EMAIL)).toBeInTheDocument();
    expect(api.sent('request_rec')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'mentor@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(REC_REQUEST_SENT, {}, slow)).toBeInTheDocument();
    expect(api.sent('request_rec')).toEqual([{ request: 'request_rec', email: 'mentor@example.com' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('the recipient writes a claimed request, and accepts one sent to their email', async () => {
    signIn({ is_business: true, is_user: false });
    let requests = [
      {
        id: 3,
        for_id: 42,
        for_name: 'Nova Star',
        for_photo: null,
        for_username: 'nova',
        by_name: 'Nova Star',
        claimed: true,
        created_at: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 4,
        for_id: 43,
        for_name: 'Gia Strings',
        for_photo: null,
        for_username: null,
        by_name: 'Gia Strings',
        claimed: false,
        created_at: '2026-11-20T09:00:00.000Z',
      },
    ];
    const api = mockApi({
      get_pending_rec_requests: () => ok({ requests }),
      write_rec: (body) => {
        requests = requests.filter((r) => r.for_id !== body.for_id);
        return ok({ recommendation: {} });
      },
      claim_for_id: ok({ success: true, message: 'Recommendation request accepted.' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardRecommendations />);

    const list = await screen.findByRole('region', { name: 'Recommendations to write' });
    expect(screen.queryByRole('button', { name: REQUEST_RECOMMENDATION })).not.toBeInTheDocument();
    const nova = within(list).getByRole('article', { name: 'Recommend Nova Star' });
    expect(within(nova).getByRole('link', { name: "Nova Star's profile" })).toHaveAttribute('href', '/dash/c/nova');
    await user.click(within(nova).getByRole('button', { name: 'Post recommendation' }));
    expect(within(nova).getByText(RECOMMENDATION_REQUIRED)).toBeInTheDocument();
    await user.type(within(nova).getByRole('textbox', { name: 'Your recommendation' }), 'A joy to book.');
    await user.click(within(nova).getByRole('button', { name: 'Post recommendation' }));
    expect(await screen.findByText(REC_WRITTEN, {}, slow)).toBeInTheDocument();
    expect(api.sent('write_rec')).toEqual([{ request: 'write_rec', rec: 'A joy to book.', for_id: 42 }]);
    await waitFor(() => expect(within(list).queryByRole('article', { name: 'Recommend Nova Star' })).toBeNull());

    const gia = within(list).getByRole('article', { name: 'Recommend Gia Strings' });
    expect(within(gia).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(gia).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.sent('claim_for_id')).toEqual([
        { request: 'claim_for_id', type: 'RECOMMEND', for_id: 43, reject: false },
      ]),
    );
  }, 20_000);
});
