import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEATURED_MAX_LIMIT, FEATURED_TALENT_TITLE } from '@stagepass/domain/talent-search';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeCreator } from '../testing';

const slow = { timeout: 5000 };

describe('/dash/featuring (spec 001 §2)', () => {
  it('lists the featured talent to a logged-out visitor: photo, name, traits and a link to the profile', async () => {
    const { sent } = mockApi({
      get_featured_celebrities: ok({
        celebrities: [
          makeCreator(7, { sp_name: 'Marisol Vega', traits: ['Musician', 'Guitarist', 'Singer', 'Producer'] }),
          makeCreator(9, { sp_name: 'No Photo', sp_photo: '' }),
          makeCreator(12, { sp_name: 'Quinn Ortiz', traits: [] }),
        ],
      }),
    });
    renderApp('/dash/featuring');
    expect(await screen.findByRole('heading', { level: 1, name: FEATURED_TALENT_TITLE }, slow)).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Marisol Vega',
      'Quinn Ortiz',
    ]);
    const marisol = within(cards[0]!);
    expect(marisol.getByRole('link', { name: 'Marisol Vega' })).toHaveAttribute('href', '/dash/c/7');
    // At most three traits on a card.
    expect(marisol.getByText('Musician · Guitarist · Singer')).toBeInTheDocument();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', '/media/avatars/7.png');
    expect(within(cards[1]!).getByRole('link', { name: 'Quinn Ortiz' })).toHaveAttribute('href', '/dash/c/12');
    expect(sent('get_featured_celebrities')).toEqual([
      { request: 'get_featured_celebrities', limit: FEATURED_MAX_LIMIT },
    ]);
  });

  it('opens the talent profile with sp_id in route state', async () => {
    mockApi({ get_featured_celebrities: ok({ celebrities: [makeCreator(7, { sp_name: 'Marisol Vega' })] }) });
    const { router } = renderApp('/dash/featuring');
    (await screen.findByRole('link', { name: 'Marisol Vega' }, slow)).click();
    expect(router.state.location.pathname).toBe('/dash/c/7');
    expect(router.state.location.state).toEqual({ sp_id: 7 });
  });
});
