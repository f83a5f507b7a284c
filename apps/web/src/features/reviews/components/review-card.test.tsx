import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEE_LESS, SEE_MORE } from '@stagepass/domain/reviews';
import { renderWithProviders } from '../../events/testing';
import { ReviewCard, type CardReview } from './review-card';

const LONG =
  'The set opened quietly and built all night: by the encore the whole room was singing along, the band took two ' +
  'requests, and the sound was clear from the back of the hall to the front row.';

function makeReview(overrides: Partial<CardReview> = {}): CardReview {
  return {
    id: 1,
    text: LONG,
    date: '2026-11-20T10:00:00.000Z',
    rating: 4,
    reviewer: { id: 7, name: 'Frankie Fan', photo: null, kind: 'USER' },
    subject: { id: 42, name: 'Nova Star', photo: null, kind: 'SPECIALIST' },
    ...overrides,
  };
}

const NOW = Date.parse('2026-11-20T10:30:00.000Z');

describe('ReviewCard (spec 001 §2 review card)', () => {
  it('shows only the first review, collapsed to two lines, with See more and then See less', async () => {
    const user = userEvent.setup();
    const second = makeReview({
      id: 2,
      text: 'Second review, not shown.',
      reviewer: { id: 8, name: 'Sam', photo: null, kind: 'USER' },
    });
    renderWithProviders(<ReviewCard reviews={[makeReview(), second]} viewer="user" nowMs={NOW} />);

    const card = screen.getByRole('article', { name: 'Review by Frankie Fan' });
    expect(within(card).getByText(LONG)).toBeInTheDocument();
    expect(screen.queryByText('Second review, not shown.')).not.toBeInTheDocument();
    expect(within(card).getByText('1 of 2 reviews')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toHaveTextContent('★★★★☆');
    expect(within(card).getByText('30 minutes ago')).toBeInTheDocument();

    // Collapsed: clamped to two lines.
    const text = within(card).getByTestId('review-text');
    expect(text).toHaveAttribute('data-line-clamp');
    expect(text.style.getPropertyValue('--text-line-clamp')).toBe('2');
    const more = within(card).getByRole('button', { name: SEE_MORE });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(within(card).queryByRole('button', { name: SEE_MORE })).not.toBeInTheDocument();
    const less = within(card).getByRole('button', { name: SEE_LESS });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveAttribute('data-line-clamp');
    expect(text.style.getPropertyValue('--text-line-clamp')).toBe('');

    await user.click(less);
    expect(within(card).getByRole('button', { name: SEE_MORE })).toBeInTheDocument();
  });

  it('offers neither for a short review, and nothing at all without reviews', () => {
    const { container } = renderWithProviders(
      <>
        <ReviewCard reviews={[makeReview({ text: 'Great night.' })]} viewer="user" nowMs={NOW} />
        <ReviewCard reviews={[]} viewer="user" nowMs={NOW} />
      </>,
    );
    expect(screen.getByText('Great night.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SEE_MORE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SEE_LESS })).not.toBeInTheDocument();
    expect(container.querySelectorAll('article')).toHaveLength(1);
  });

  it('links to the creator or the business profile by the viewer’s role (spec 001 §6)', () => {
    const talentOnVenue = makeReview({
      reviewer: { id: 42, name: 'Nova Star', photo: null, kind: 'SPECIALIST' },
      subject: { id: 9, name: 'Bayside Venue', photo: null, kind: 'BUSINESS' },
    });
    const { unmount } = renderWithProviders(
      <ReviewCard reviews={[talentOnVenue]} viewer="business" exclude={[9]} nowMs={NOW} />,
    );
    // The business is shown the creator.
    expect(screen.getByRole('link', { name: 'Nova Star' })).toHaveAttribute('href', '/dash/c/42');
    expect(screen.queryByRole('link', { name: 'Bayside Venue' })).not.toBeInTheDocument();
    unmount();

    const venueOnTalent = makeReview({
      reviewer: { id: 9, name: 'Bayside Venue', photo: null, kind: 'BUSINESS' },
      subject: { id: 42, name: 'Nova Star', photo: null, kind: 'SPECIALIST' },
    });
    const second = renderWithProviders(
      <ReviewCard reviews={[venueOnTalent]} viewer="specialist" exclude={[42]} nowMs={NOW} />,
    );
    // The talent is shown the business.
    expect(screen.getByRole('link', { name: 'Bayside Venue' })).toHaveAttribute('href', '/dash/b/9');
    expect(screen.queryByRole('link', { name: 'Nova Star' })).not.toBeInTheDocument();
    second.unmount();

    // A fan goes to the reviewed talent; the fan reviewer has no profile to link.
    renderWithProviders(<ReviewCard reviews={[makeReview()]} viewer="user" nowMs={NOW} />);
    expect(screen.getByRole('link', { name: 'Nova Star' })).toHaveAttribute('href', '/dash/c/42');
    expect(screen.queryByRole('link', { name: 'Frankie Fan' })).not.toBeInTheDocument();
  });

  it('renders markup in a review as text', () => {
    const text = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> loved it';
    const { container } = renderWithProviders(
      <ReviewCard reviews={[makeReview({ text })]} viewer="user" nowMs={NOW} />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], script')).toBeNull();
  });
});
