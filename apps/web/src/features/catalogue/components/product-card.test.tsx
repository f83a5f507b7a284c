import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_PLANS_YET } from '@stagepass/domain/catalogue';
import { UNSUPPORTED_COUNTRY_CODE } from '@stagepass/domain/format';
import { renderWithProviders } from '../../events/testing';
import { makeProduct } from '../testing';
import { PRODUCT_IMAGE_PLACEHOLDER, ProductCard } from './product-card';

const card = (name = 'Jazz Nights') => within(screen.getByRole('link', { name }));

describe('product card (spec 001 §2 widgets, §3 Product, §9 prices)', () => {
  it('shows the name, creator, type and subscriber count, and opens the product page', () => {
    renderWithProviders(<ProductCard product={makeProduct({ subscriber_count: 1540 })} country="US" />);
    expect(screen.getByRole('link', { name: 'Jazz Nights' })).toHaveAttribute('href', '/dash/marketplaceProduct/31');
    expect(card().getByText('Tala Talent')).toBeInTheDocument();
    expect(card().getByText('Music')).toBeInTheDocument();
    expect(card().getByText('1.5K subscribers')).toBeInTheDocument();
  });

  it('says New for a product nobody subscribes to yet', () => {
    renderWithProviders(<ProductCard product={makeProduct({ subscriber_count: 0 })} country="US" />);
    expect(card().getByText('New')).toBeInTheDocument();
  });

  it.each<[Parameters<typeof makeProduct>[0], string, string]>([
    [{ price_range: { min: 500, max: 500, currency: 'USD' } }, 'US', '$5+'],
    [{ price_range: { min: 499, max: 1200, currency: 'USD' } }, 'US', '$4.99 - $12'],
    [{ price_range: { min: 400, max: 900, currency: 'GBP' } }, 'GB', '£4 - £9'],
    [{ price_range: { min: 800, max: 800, currency: 'USD' } }, 'JP', '$8+'],
    [{ price_range: null }, 'US', NO_PLANS_YET],
    // spec 001 §8: a country outside §9.
    [{ price_range: null }, 'FR', UNSUPPORTED_COUNTRY_CODE],
  ])('prices %j for a viewer in %s as %s', (fields, country, text) => {
    renderWithProviders(<ProductCard product={makeProduct(fields)} country={country} />);
    expect(card().getByTestId('product-price')).toHaveTextContent(text);
  });

  it('shows the placeholder when the product has no picture or its picture fails to load (spec 001 §8)', () => {
    const { unmount } = renderWithProviders(<ProductCard product={makeProduct()} country="US" />);
    expect(card().getByRole('img', { name: 'Jazz Nights' })).toHaveAttribute('src', PRODUCT_IMAGE_PLACEHOLDER);
    unmount();

    renderWithProviders(<ProductCard product={makeProduct({ image: '/media/products/broken.webp' })} country="US" />);
    const img = card().getByRole('img', { name: 'Jazz Nights' });
    expect(img).toHaveAttribute('src', '/media/products/broken.webp');
    fireEvent.error(img);
    expect(card().getByRole('img', { name: 'Jazz Nights' })).toHaveAttribute('src', PRODUCT_IMAGE_PLACEHOLDER);
  });
});
