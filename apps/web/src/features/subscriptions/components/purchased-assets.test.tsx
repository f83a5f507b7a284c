import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREVIEW_BADGE } from '@stagepass/domain/assets';
import { DISPUTE_PERIOD_TEXT, PURCHASED_ASSETS_HEADING } from '@stagepass/domain/subscriptions';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeAsset } from '../../assets/testing';
import { makeSubscription } from '../testing';

const slow = { timeout: 20_000 };
const findWithin = { timeout: 10_000 };

describe('/dash/purchases: the digital content bought, and a subscription in Dispute (issue 14)', () => {
  it('lists each purchased asset under Digital content, opening its asset page', slow, async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 7 }) });
    const song = makeAsset({
      id: 52,
      type: 'Song',
      name: 'Tide & Time',
      creator_name: 'Ada Keys',
      file_kind: 'audio',
      purchased: true,
      allow_access: true,
      price: 150,
    });
    const api = mockApi({
      user_get_purchased_tickets: ok({ purchases: [] }),
      get_subscriptions: ok({ subscriptions: [] }),
      get_assets: ok({ assets: [song] }),
      user_get_asset: ok({ asset: song, price_text: '$1.50', display_currency: 'USD' }),
      stream_media: ok({ url: '/api/stream_media?asset=52&t=tok', preview: false, mime: 'audio/mpeg' }),
      stripe_retrieve_sources: ok({ sources: [], default_source: null, provider: 'sandbox', publishable_key: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/purchases');
    const section = await screen.findByRole('region', { name: PURCHASED_ASSETS_HEADING }, findWithin);
    const link = await within(section).findByRole('link', { name: 'Tide & Time' }, findWithin);
    expect(link).toHaveAttribute('href', '/dash/asset/52');
    // The card the link opens from (its name's link is stretched over it).
    const card = link.closest<HTMLElement>('[data-testid="asset-card"]')!;
    expect(within(card).getByText('Ada Keys')).toBeInTheDocument();
    expect(within(card).getByText('Song')).toBeInTheDocument();
    // Bought: had in full, so no 'Preview' badge.
    expect(within(card).queryByText(PREVIEW_BADGE)).toBeNull();
    expect(api.sent('get_assets')).toEqual([{ request: 'get_assets', purchased: true }]);

    await user.click(link);
    expect(router.state.location.pathname).toBe('/dash/asset/52');
  });

  it('shows a subscription in Dispute by its state name, without access or actions', slow, async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({
      user_get_purchased_tickets: ok({ purchases: [] }),
      get_assets: ok({ assets: [] }),
      get_subscriptions: ok({
        subscriptions: [
          makeSubscription({
            state: 'Dispute',
            has_access: false,
            can_cancel: false,
            can_reactivate: false,
            can_update_card: false,
          }),
        ],
      }),
    });
    renderApp('/dash/purchases');
    const card = within(
      await screen.findByRole('listitem', { name: 'Studio Sessions · Backstage Monthly' }, findWithin),
    );
    expect(card.getByText('Dispute')).toBeInTheDocument();
    expect(card.getByText(DISPUTE_PERIOD_TEXT)).toBeInTheDocument();
    expect(card.queryByRole('button')).toBeNull();
  });
});
