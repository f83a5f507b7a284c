import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_RATING, ZERO_SUBSCRIBERS } from '@stagepass/domain/counts';
import { NO_REVIEWS } from '@stagepass/domain/profiles';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeProduct } from '../../catalogue/testing';

// spec 001 §9 / issue 13: 'zero shows NA, 0 or New by use', decided by one helper (domain/counts.ts countDisplay):
// 'NA' for a rating with no reviews, 'New' for a product with no subscribers, '0' for other counts.

const slow = { timeout: 10_000 };

const talent = {
  specialist: {
    sp_id: 42,
    name: 'Nova Star',
    username: 'nova',
    photo: null,
    traits: [],
    rates: { min_rate: null, min_book_now: null, open_schedules: 0 },
    followers: 0,
    network_followers: [{ network: 'Stagepass' as const, count: 0, handle: null }],
  },
  upcoming_bookings: [],
  bio: null,
  gallery: [],
  website_path: null,
};

describe('zero counts (spec 001 §9)', () => {
  it("a profile with no reviews shows the rating 'NA', '0 reviews' and that there are none yet", async () => {
    mockApi({
      specialist_query: ok(talent),
      get_reviews_for_id: ok({ id: 42, rating: { average: null, count: 0 }, reviews: [] }),
      get_recs_for_id: ok({ for_id: 42, count: 0, recommendations: [] }),
      get_posts: ok({ posts: [], next_before: null }),
    });
    renderApp('/dash/c/nova');
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }, slow));
    const rating = await reviews.findByTestId('profile-rating', {}, slow);
    expect(rating).toHaveTextContent(`${NO_RATING}0 reviews`);
    expect(within(rating).getByText(NO_RATING)).toBeInTheDocument();
    expect(reviews.getByText(NO_REVIEWS)).toBeInTheDocument();
    // Zero followers: nothing at all.
    expect(screen.queryByTestId('follower-display')).toBeNull();
  });

  it("a product with no subscribers shows 'New' on its page; one with some, the count", async () => {
    mockApi({
      get_tiers: ok({ tiers: [] }),
      get_assets_for_product: ok({ assets: [] }),
    });
    const product = makeProduct({ subscriber_count: 0 });
    const page = renderApp('/dash/marketplaceProduct/31', { productId: 31, product, country: 'US' });
    expect(await screen.findByRole('heading', { name: 'Jazz Nights', level: 1 }, slow)).toBeInTheDocument();
    expect(screen.getByText(ZERO_SUBSCRIBERS)).toBeInTheDocument();
    expect(screen.queryByText(/subscribers?$/)).toBeNull();
    page.unmount();

    renderApp('/dash/marketplaceProduct/31', {
      productId: 31,
      product: makeProduct({ subscriber_count: 1500 }),
      country: 'US',
    });
    expect(await screen.findByText('1.5K subscribers', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(ZERO_SUBSCRIBERS)).toBeNull();
  });
});
