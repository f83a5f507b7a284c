// Test helpers for the asset screens: an asset as the server answers it. Only tests import this file.
import type { AssetView } from '@stagepass/contract/assets/fields';

export function makeAsset(overrides: Partial<AssetView> = {}): AssetView {
  return {
    id: 31,
    type: 'Blog',
    name: 'Harbor Lights Diary',
    description: 'Tour notes',
    asset_data: null,
    owner_id: 12,
    creator_name: 'Ada Keys',
    creator_photo: null,
    image: '/media/assets/cover.webp',
    preview: 'Night one at the harbor…',
    published: true,
    allow_access: false,
    open_access: false,
    price: 900,
    currency: 'USD',
    tier_ids: [],
    state: 'active',
    membership: false,
    category_ids: [],
    product_ids: [],
    file_kind: null,
    has_preview: false,
    purchased: false,
    is_owner: false,
    post_id: null,
    created_at: '2026-06-01T10:00:00.000Z',
    updated_at: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}
