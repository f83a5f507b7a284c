import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEATURED_TALENT_TITLE, JOINED_ARTISTS_TITLE, NO_FEATURED_TALENT } from '@stagepass/domain/talent-search';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCreator } from '../testing';

const slow = { timeout: 5000 };

const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('Featured Talent on the fan landing (spec 001 §2, §9)', () => {
  it('asks for 12, shows at most 8 creators with a photo, then at most 4 who already joined', async () => {
    // 14 answered (an old server may send more), two without a photo.
    const creators = Array.from({ length: 14 }, (_, i) =>
      makeCreator(i + 1, i === 1 || i === 4 ? { sp_photo: '' } : {}),
    );
    const { sent } = mockApi({
      get_featured_celebrities: ok({ celebrities: creators }),
      user_events_query: ok({
        events: [],
        locked: null,
        position: { latitude: 0, longitude: 0, country: 'US', source: 'default' },
      }),
    });
    renderApp('/auth/fanLanding');

    const featured = await screen.findByRole('region', { name: FEATURED_TALENT_TITLE }, slow);
    expect(cardNames(featured)).toEqual([1, 3, 4, 6, 7, 8, 9, 10].map((n) => `Creator ${n}`));
    const first = within(featured).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Creator 1' })).toHaveAttribute('href', '/dash/c/1');
    expect(within(first).getByText('Musician · Guitarist')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/dash/featuring');

    const joined = screen.getByRole('region', { name: JOINED_ARTISTS_TITLE });
    expect(cardNames(joined)).toEqual(['Creator 11', 'Creator 12', 'Creator 13', 'Creator 14']);
    expect(sent('get_featured_celebrities')).toEqual([{ request: 'get_featured_celebrities', limit: 12 }]);
  });

  it('shows no joined artists when 8 or fewer have a photo, and no sections at all when none do', async () => {
    mockApi({
      get_featured_celebrities: ok({ celebrities: [makeCreator(1), makeCreator(2, { sp_photo: null as never })] }),
    });
    const { unmount } = renderApp('/auth/fanLanding');
    const featured = await screen.findByRole('region', { name: FEATURED_TALENT_TITLE }, slow);
    expect(cardNames(featured)).toEqual(['Creator 1']);
    expect(screen.queryByRole('region', { name: JOINED_ARTISTS_TITLE })).not.toBeInTheDocument();
    unmount();

    const { sent } = mockApi({ get_featured_celebrities: ok({ celebrities: [makeCreator(3, { sp_photo: '' })] }) });
    renderApp('/auth/fanLanding');
    await screen.findByRole('heading', { level: 1 }, slow);
    await waitFor(() => expect(sent('get_featured_celebrities')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: FEATURED_TALENT_TITLE })).not.toBeInTheDocument();
  });
});

describe('Featured Talent on the fan dashboard (spec 001 §2)', () => {
  it('lists at most 8 creators with a photo and links to /dash/featuring', async () => {
    const creators = Array.from({ length: 12 }, (_, i) => makeCreator(i + 1, i === 0 ? { sp_photo: '' } : {}));
    mockApi({ get_featured_celebrities: ok({ celebrities: creators }) });
    renderApp('/dash/user-dashboard');
    const region = await screen.findByRole('region', { name: FEATURED_TALENT_TITLE }, slow);
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(8));
    expect(cardNames(region)[0]).toBe('Creator 2');
    expect(within(region).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/dash/featuring');
  });

  it('says so when no talent is featured', async () => {
    mockApi({ get_featured_celebrities: ok({ celebrities: [] }) });
    renderApp('/dash/user-dashboard');
    expect(await screen.findByText(NO_FEATURED_TALENT, undefined, slow)).toBeInTheDocument();
  });
});
