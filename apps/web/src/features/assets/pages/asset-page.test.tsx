import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREVIEW_BADGE } from '@stagepass/domain/assets';
import { useSessionStore } from '../../../store/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeAsset } from '../testing';

const slow = { timeout: 20_000 };

describe('/dash/asset/{assetId} (spec 001 §2)', () => {
  it('shows a non-buyer the preview with the Preview badge, and no body', slow, async () => {
    const api = mockApi({
      user_get_asset: ok({ asset: makeAsset(), price_text: '$9.00', display_currency: 'USD' }),
      get_posts: ok({ posts: [] }),
    });
    renderApp('/dash/asset/31');
    expect(await screen.findByRole('heading', { name: 'Harbor Lights Diary' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByTestId('preview-badge')).toHaveTextContent(PREVIEW_BADGE);
    expect(screen.getByTestId('asset-preview')).toHaveTextContent('Night one at the harbor…');
    expect(api.sent('get_assets')).toEqual([]);
    expect(api.sent('user_get_asset')).toEqual([{ request: 'user_get_asset', asset_id: 31 }]);
  });

  it('loads a blog’s inline body for a buyer and renders it sanitised', slow, async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 7 }) });
    const api = mockApi({
      user_get_asset: ok({
        asset: makeAsset({ allow_access: true, purchased: true }),
        price_text: '$9.00',
        display_currency: 'USD',
      }),
      get_assets: ok({
        assets: [
          makeAsset({
            allow_access: true,
            asset_data: '<p>Night <em>one</em></p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script>',
          }),
        ],
      }),
      get_posts: ok({ posts: [] }),
      stripe_retrieve_sources: ok({ sources: [], default_source: null, provider: 'sandbox', publishable_key: null }),
    });
    renderApp('/dash/asset/31');
    const body = await screen.findByLabelText('Body of Harbor Lights Diary', {}, { timeout: 10_000 });
    expect(body.querySelector('em')).toHaveTextContent('one');
    expect(body.querySelectorAll('script, [onerror]')).toHaveLength(0);
    expect(screen.queryByTestId('preview-badge')).not.toBeInTheDocument();
    // A blog has no file to download.
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(api.sent('get_assets')).toEqual([{ request: 'get_assets', assetId: 31, inline: true }]);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });
});
