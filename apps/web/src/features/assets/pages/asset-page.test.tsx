import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostComment } from '@stagepass/contract/posts/fields';
import type { AssetType } from '@stagepass/domain/commerce';
import { DOWNLOAD_FAILED, PREVIEW_BADGE } from '@stagepass/domain/assets';
import { useSessionStore } from '../../../store/session-store';
import { mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { forgetKnownPosition } from '../../catalogue/hooks/use-known-position';
import { makePost } from '../../posts/testing';
import { makeAsset } from '../testing';

/**
 * The app's POST /api as mockApi answers it, and GET on the stream_media links (the files themselves) as `file`
 * answers: what a photograph's buffer or a download reads.
 */
function withFiles(api: ReturnType<typeof mockApi>, file: (url: string) => Response) {
  const files: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const href = String(url);
      if (!href.startsWith('/api/stream_media')) return api.fn(url, init);
      files.push(href);
      return file(href);
    }),
  );
  return files;
}

const comment = (id: number, text: string): PostComment => ({
  id,
  comment: text,
  likes: [],
  state: 'active',
  reply_id: null,
  by_id: 7,
  name: 'Frankie Fan',
  photo: null,
  is_specialist: false,
  is_business: false,
  isAgency: false,
  modified: new Date().toISOString(),
  edited: false,
});

/** Stands in for the browser's Geolocation and Permissions APIs (jsdom has neither). */
function browserPosition(state: PermissionState, coords = { latitude: 43.65321, longitude: -79.38318 }) {
  const getCurrentPosition = vi.fn((done: PositionCallback) => done({ coords } as GeolocationPosition));
  const query = vi.fn(async () => ({ state }) as PermissionStatus);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
  return { getCurrentPosition, query };
}

/** jsdom has no object URLs: the photograph's buffer gets `href`. */
function stubObjectUrls(href: string) {
  const created = vi.fn(() => href);
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: created });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
  return created;
}

afterEach(() => {
  forgetKnownPosition();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

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

  it('opens a photograph in a buffered view: the preview image for a visitor, read into a blob', slow, async () => {
    const createObjectURL = stubObjectUrls('blob:photo-preview');
    const api = mockApi({
      user_get_asset: ok({
        asset: makeAsset({ type: 'Photograph', name: 'Pier at Dawn', file_kind: 'image', has_preview: true }),
        price_text: '$9.00',
        display_currency: 'USD',
      }),
      stream_media: ok({ url: '/api/stream_media?preview=31', preview: true, mime: 'image/webp' }),
      get_posts: ok({ posts: [] }),
    });
    const files = withFiles(api, () => new Response('webp bytes', { headers: { 'content-type': 'image/webp' } }));
    renderApp('/dash/asset/31');
    const photo = await screen.findByTestId('asset-photo', {}, { timeout: 10_000 });
    expect(photo).toHaveAttribute('src', 'blob:photo-preview');
    expect(photo).toHaveAttribute('alt', 'Pier at Dawn');
    expect(api.sent('stream_media')).toEqual([{ request: 'stream_media', asset_id: 31, preview: true }]);
    expect(files).toEqual(['/api/stream_media?preview=31']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('preview-badge')).toBeInTheDocument();
    // A photograph has no player.
    expect(document.querySelector('video, audio')).toBeNull();
  });

  it.each<[AssetType, string]>([
    ['Video', 'video'],
    ['Song', 'audio'],
    ['Podcast', 'audio'],
  ])('shows a %s in its player, then its post with the comments', slow, async (type, fileKind) => {
    const post = makePost({
      id: 44,
      title: 'Live at the Pier',
      caption: 'Recorded on the last night',
      byId: 12,
      comments: [comment(45, 'What a set!')],
    });
    const api = mockApi({
      user_get_asset: ok({
        asset: makeAsset({
          type,
          name: 'Live at the Pier',
          file_kind: fileKind as 'video' | 'audio',
          has_preview: true,
          post_id: 44,
        }),
        price_text: '$9.00',
        display_currency: 'USD',
      }),
      stream_media: ok({ url: '/api/stream_media?preview=31', preview: true, mime: 'video/mp4' }),
      get_posts: ok({ posts: [post] }),
    });
    renderApp('/dash/asset/31');
    expect(await screen.findByText('Recorded on the last night', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Comment by Frankie Fan' })).getByText('What a set!'),
    ).toBeVisible();
    expect(api.sent('get_posts')).toEqual([{ request: 'get_posts', asset_id: 31 }]);
    if (type === 'Video') {
      expect(api.sent('stream_media')).toEqual([{ request: 'stream_media', asset_id: 31, video: true }]);
      expect(screen.getByLabelText('Live at the Pier', { selector: 'video' })).toHaveAttribute(
        'src',
        '/api/stream_media?preview=31',
      );
    } else {
      expect(api.sent('stream_media')).toEqual([{ request: 'stream_media', asset_id: 31 }]);
      expect(await screen.findByTestId('player-title')).toHaveTextContent('Live at the Pier (Preview)');
    }
  });

  it("says 'download failed' when the download answers 204 (no file)", slow, async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 7 }) });
    const api = mockApi({
      user_get_asset: ok({
        asset: makeAsset({ type: 'Song', file_kind: 'audio', allow_access: true, purchased: true }),
        price_text: '$9.00',
        display_currency: 'USD',
      }),
      stream_media: ok({ url: '/api/stream_media?asset=31&t=tok', preview: false, mime: 'audio/mpeg' }),
      download_asset: ok({
        url: '/api/stream_media?asset=31&download=1&t=tok',
        filename: 'Harbor Lights Diary.mp3',
        mime: 'audio/mpeg',
        bytes: 1000,
      }),
      get_posts: ok({ posts: [] }),
      stripe_retrieve_sources: ok({ sources: [], default_source: null, provider: 'sandbox', publishable_key: null }),
    });
    const files = withFiles(api, () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderApp('/dash/asset/31');
    await user.click(await screen.findByRole('button', { name: 'Download' }, { timeout: 10_000 }));
    expect(await screen.findByText(DOWNLOAD_FAILED)).toBeInTheDocument();
    expect(api.sent('download_asset')).toEqual([{ request: 'download_asset', asset_id: 31 }]);
    await waitFor(() => expect(files).toContain('/api/stream_media?asset=31&download=1&t=tok'));
  });

  it(
    'sends the position the browser already gave, without prompting, so the price is in its currency',
    slow,
    async () => {
      const { query } = browserPosition('granted');
      const api = mockApi({
        user_get_asset: ok({ asset: makeAsset({ currency: 'CAD' }), price_text: 'CA$9.00', display_currency: 'CAD' }),
        get_posts: ok({ posts: [] }),
      });
      renderApp('/dash/asset/31');
      expect(await screen.findByText('· CA$9.00', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(api.sent('user_get_asset')).toEqual([
        { request: 'user_get_asset', asset_id: 31, latitude: 43.653, longitude: -79.383 },
      ]);
      expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    },
  );

  it(
    'asks the browser nothing when the visitor has not allowed the position: the server places them',
    slow,
    async () => {
      const { getCurrentPosition } = browserPosition('prompt');
      const api = mockApi({
        user_get_asset: ok({ asset: makeAsset(), price_text: '$9.00', display_currency: 'USD' }),
        get_posts: ok({ posts: [] }),
      });
      renderApp('/dash/asset/31');
      expect(await screen.findByRole('heading', { name: 'Harbor Lights Diary' }, { timeout: 10_000 })).toBeVisible();
      expect(api.sent('user_get_asset')).toEqual([{ request: 'user_get_asset', asset_id: 31 }]);
      expect(getCurrentPosition).not.toHaveBeenCalled();
    },
  );
});
