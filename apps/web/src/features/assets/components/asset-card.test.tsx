import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREVIEW_BADGE } from '@stagepass/domain/assets';
import { renderWithProviders } from '../../events/testing';
import { makeAsset } from '../testing';
import { ASSET_IMAGE_PLACEHOLDER, AssetCard } from './asset-card';

describe('AssetCard', () => {
  it('shows the type, name, creator and price, links to the asset page, and the Preview badge without access', () => {
    renderWithProviders(<AssetCard asset={makeAsset()} />);
    const card = screen.getByRole('link', { name: 'Harbor Lights Diary' });
    expect(card).toHaveAttribute('href', '/dash/asset/31');
    expect(screen.getByText('Blog')).toBeInTheDocument();
    expect(screen.getByText('Ada Keys')).toBeInTheDocument();
    expect(screen.getByText('$9')).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_BADGE)).toBeInTheDocument();
  });

  it('has no Preview badge with access, and says Free when the creator opened it to everyone', () => {
    renderWithProviders(<AssetCard asset={makeAsset({ allow_access: true, open_access: true })} />);
    expect(screen.queryByText(PREVIEW_BADGE)).not.toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('shows the placeholder when the cover is missing or fails to load (spec 001 §8)', () => {
    const { unmount } = renderWithProviders(<AssetCard asset={makeAsset({ image: null })} />);
    expect(screen.getByRole('img', { name: 'Harbor Lights Diary' })).toHaveAttribute('src', ASSET_IMAGE_PLACEHOLDER);
    unmount();
    renderWithProviders(<AssetCard asset={makeAsset({ image: '/media/assets/gone.webp' })} />);
    const img = screen.getByRole('img', { name: 'Harbor Lights Diary' });
    expect(img).toHaveAttribute('src', '/media/assets/gone.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', ASSET_IMAGE_PLACEHOLDER);
  });
});
