import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETPLACE_SEARCH_LABEL, NO_PRODUCTS_FOUND } from '@stagepass/domain/catalogue';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { forgetKnownPosition } from '../hooks/use-known-position';
import { makeProduct } from '../testing';

const slow = { timeout: 20_000 };
const findWithin = { timeout: 10_000 };

/** Stands in for the browser's Geolocation and Permissions APIs (jsdom has neither). */
function browserPosition(state: PermissionState) {
  const getCurrentPosition = vi.fn((done: PositionCallback) =>
    done({ coords: { latitude: 51.50722, longitude: -0.12758 } } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => ({ state }) as PermissionStatus) },
  });
  return getCurrentPosition;
}

afterEach(() => {
  forgetKnownPosition();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('/dash/marketplaceSearch (spec 001 §2)', () => {
  it('searches as the words are typed, shows the products found, and says when none match', slow, async () => {
    const jazz = makeProduct({ product_id: 1, id: 1, name: 'Jazz Nights' });
    const brass = makeProduct({ product_id: 2, id: 2, name: 'Jazz Brass Club' });
    const api = mockApi({
      get_products: (body) =>
        ok({ products: String(body.lookFor).startsWith('jazz') ? [jazz, brass] : [], country: 'US' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/marketplaceSearch');
    const box = await screen.findByRole('searchbox', { name: MARKETPLACE_SEARCH_LABEL }, findWithin);
    // One letter is not a search yet.
    await user.type(box, 'j');
    await new Promise((r) => setTimeout(r, 400));
    expect(api.sent('get_products')).toEqual([]);

    await user.type(box, 'azz');
    const results = await screen.findByRole('list', { name: 'Search results' }, findWithin);
    await waitFor(() =>
      expect(
        within(results)
          .getAllByTestId('product-card')
          .map((c) => c.getAttribute('aria-label')),
      ).toEqual(['Jazz Nights', 'Jazz Brass Club']),
    );
    // The words are sent once typing pauses (debounced), and kept in the address to share.
    expect(api.sent('get_products').at(-1)).toEqual({ request: 'get_products', lookFor: 'jazz' });
    expect(api.sent('get_products').every((b) => String(b.lookFor).length >= 2)).toBe(true);
    expect(router.state.location.search).toBe('?lookFor=jazz');

    await user.clear(box);
    await user.type(box, 'polka');
    expect(await screen.findByText(NO_PRODUCTS_FOUND, {}, findWithin)).toBeInTheDocument();
    expect(api.sent('get_products').at(-1)).toEqual({ request: 'get_products', lookFor: 'polka' });
  });

  it('sends the position the browser already gave, so prices are in the visitor’s currency', slow, async () => {
    const asked = browserPosition('granted');
    const api = mockApi({
      get_products: ok({
        products: [makeProduct({ price_range: { min: 400, max: 400, currency: 'GBP' } })],
        country: 'GB',
      }),
    });
    const user = userEvent.setup();
    renderApp('/dash/marketplaceSearch?lookFor=jazz');
    const card = await screen.findByRole('link', { name: 'Jazz Nights' }, findWithin);
    expect(within(card).getByTestId('product-price')).toHaveTextContent('£4');
    expect(api.sent('get_products')).toEqual([
      { request: 'get_products', lookFor: 'jazz', latitude: 51.507, longitude: -0.128 },
    ]);
    expect(asked).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('searchbox', { name: MARKETPLACE_SEARCH_LABEL }), ' club');
    await waitFor(() =>
      expect(api.sent('get_products').at(-1)).toEqual({
        request: 'get_products',
        lookFor: 'jazz club',
        latitude: 51.507,
        longitude: -0.128,
      }),
    );
  });

  it('does not prompt for the position on the marketplace: without permission it sends none', slow, async () => {
    const asked = browserPosition('prompt');
    const api = mockApi({
      get_product_types: ok({ product_types: [] }),
      get_featured_products: ok({ by_subscribers: [], by_assets: [], by_latest_asset: [], country: 'US' }),
      get_products: ok({ products: [makeProduct()], country: 'US' }),
    });
    renderApp('/dash/marketplace');
    expect(await screen.findByRole('link', { name: 'Jazz Nights' }, findWithin)).toBeInTheDocument();
    expect(api.sent('get_products')).toEqual([{ request: 'get_products' }]);
    expect(api.sent('get_featured_products')).toEqual([{ request: 'get_featured_products' }]);
    expect(asked).not.toHaveBeenCalled();
  });
});
