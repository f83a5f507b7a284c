import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssetView } from '@stagepass/contract/assets/fields';
import {
  FEATURED_ROW_TITLES,
  MANAGE_PRODUCT_LINK,
  PLAN_NAME_TOO_LONG,
  PRODUCT_NOT_FOUND,
  REPLACEMENT_PLANS_HELP,
  TIME_ZONE_NEEDS_EFF_DATE,
} from '@stagepass/domain/catalogue';
import { STANDARD_PLAN_FEATURES } from '@stagepass/domain/site';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makePlan, makeProduct, makeTier } from '../testing';

const OWNER = 12;
const slow = { timeout: 20_000 };
const findWithin = { timeout: 10_000 };

const asset = (fields: Partial<AssetView> = {}): AssetView => ({
  id: 71,
  type: 'Blog',
  name: 'Tour diary',
  description: '',
  asset_data: null,
  owner_id: OWNER,
  creator_name: 'Tala Talent',
  creator_photo: null,
  image: null,
  preview: 'Day one…',
  published: true,
  allow_access: false,
  open_access: false,
  price: null,
  currency: 'USD',
  tier_ids: [41],
  state: 'active',
  membership: true,
  category_ids: [],
  product_ids: [{ product_id: 31, name: 'Jazz Nights' }],
  file_kind: null,
  has_preview: true,
  purchased: false,
  is_owner: false,
  post_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

describe('/dash/marketplace and /dash/marketplace/{productTypeId} (spec 001 §2)', () => {
  it('shows the product type chips and the featured rows; a chip narrows them to its type', slow, async () => {
    const alpha = makeProduct({ product_id: 1, id: 1, name: 'Alpha' });
    const beta = makeProduct({ product_id: 2, id: 2, name: 'Beta', subscriber_count: 12 });
    const api = mockApi({
      get_product_types: ok({
        product_types: [
          { type_id: 1, name: 'Music', subtypes: [] },
          { type_id: 2, name: 'Podcasts', subtypes: [] },
        ],
      }),
      get_featured_products: (body) =>
        body.typeId === 2
          ? ok({ by_subscribers: [], by_assets: [], by_latest_asset: [], country: 'US' })
          : ok({ by_subscribers: [beta, alpha], by_assets: [alpha], by_latest_asset: [alpha, beta], country: 'US' }),
      get_products: ok({ products: [beta, alpha], country: 'US' }),
    });
    const { router } = renderApp('/dash/marketplace');
    const row = await screen.findByRole('list', { name: FEATURED_ROW_TITLES.by_subscribers }, findWithin);
    expect(
      within(row)
        .getAllByTestId('product-card')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Beta', 'Alpha']);
    expect(within(row).getByText('12 subscribers')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: FEATURED_ROW_TITLES.by_latest_asset })).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('radio', { name: 'Podcasts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/marketplace/2'));
    await waitFor(() =>
      expect(api.sent('get_featured_products').at(-1)).toEqual({ request: 'get_featured_products', typeId: 2 }),
    );
    expect(await screen.findByRole('heading', { name: 'Marketplace: Podcasts' }, findWithin)).toBeInTheDocument();
    // Rows with nothing in them are left out.
    await waitFor(() => expect(screen.queryByRole('heading', { name: FEATURED_ROW_TITLES.by_subscribers })).toBeNull());
  });
});

describe('/dash/marketplaceProduct/{productId} (spec 001 §2)', () => {
  it(
    'shows the product the link carried without asking for it, its tiers with plans to subscribe to, and its content',
    slow,
    async () => {
      const product = makeProduct({ price_range: { min: 400, max: 900, currency: 'GBP' } });
      const api = mockApi({
        get_tiers: ok({
          tiers: [
            makeTier({
              plans: [makePlan(), makePlan({ plan_id: 52, name: 'Yearly', price: 5000, interval: 'year', trial: 14 })],
            }),
          ],
        }),
        get_assets_for_product: ok({ assets: [asset()] }),
      });
      renderApp('/dash/marketplaceProduct/31', { productId: 31, product, country: 'GB' });

      expect(await screen.findByRole('heading', { name: 'Jazz Nights', level: 1 }, findWithin)).toBeInTheDocument();
      expect(api.sent('get_products')).toEqual([]);
      expect(screen.getByTestId('product-price')).toHaveTextContent('£4 - £9');
      const tier = await screen.findByRole('region', { name: 'Backstage' }, findWithin);
      const yearly = within(tier).getByRole('article', { name: 'Yearly' });
      expect(within(yearly).getByTestId('plan-price')).toHaveTextContent('$50.00 / year');
      expect(within(yearly).getByText('14-day free trial')).toBeInTheDocument();
      expect(within(tier).getByRole('button', { name: 'Subscribe: Monthly' })).toBeInTheDocument();
      expect(within(tier).getByRole('button', { name: 'Subscribe: Yearly' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Tour diary' }, findWithin)).toHaveAttribute(
        'href',
        '/dash/asset/71',
      );
      expect(api.sent('get_tiers')).toEqual([{ request: 'get_tiers', product_id: 31 }]);
      expect(api.sent('get_assets_for_product')).toEqual([{ request: 'get_assets_for_product', product_id: 31 }]);
      // Not the owner: no way to manage it.
      expect(screen.queryByRole('link', { name: MANAGE_PRODUCT_LINK })).toBeNull();
    },
  );

  it(
    'asks for the product when the link carried none (a pasted address), and says when there is none',
    slow,
    async () => {
      const api = mockApi({
        get_products: ok({ products: [makeProduct()], country: 'US' }),
        get_tiers: ok({ tiers: [] }),
        get_assets_for_product: ok({ assets: [] }),
      });
      renderApp('/dash/marketplaceProduct/31');
      expect(await screen.findByRole('heading', { name: 'Jazz Nights', level: 1 }, findWithin)).toBeInTheDocument();
      expect(api.sent('get_products')).toEqual([{ request: 'get_products', productId: 31 }]);
      expect(screen.getByTestId('product-price')).toHaveTextContent('$5+');

      mockApi({ get_products: ok({ products: [], country: 'US' }) });
      renderApp('/dash/marketplaceProduct/99');
      expect(await screen.findByText(PRODUCT_NOT_FOUND, {}, findWithin)).toBeInTheDocument();
    },
  );
});

describe('/dash/subscriptionproduct/{productId} (spec 001 §2, §4 replacement plans)', () => {
  const signInOwner = () =>
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ user_id: OWNER, is_specialist: true, is_user: false, name: 'Tala Talent' }),
    });

  it(
    'lists the tiers and plans, shows a replacement inside its plan, the help modal and the Standard-plan table',
    slow,
    async () => {
      signInOwner();
      const plan = makePlan({
        subscriber_count: 3,
        replacement: {
          plan_id: 52,
          price: 700,
          currency: 'USD',
          eff_date: '2026-12-10T00:00:00.000Z',
          time_zone: 'UTC',
        },
      });
      const replacement = makePlan({ plan_id: 52, price: 700, replaces_plan_id: 51, open: false });
      let sentUpdate: Record<string, unknown> | null = null;
      mockApi({
        get_products: ok({ products: [makeProduct({ owner_id: OWNER })], country: 'US' }),
        get_tiers: ok({ tiers: [makeTier({ plans: [plan, replacement] })] }),
        get_product_types: ok({ product_types: [{ type_id: 1, name: 'Music', subtypes: [] }] }),
        stripe_get_connect_id: ok({ connect_id: 'acct_1', enabled: true, restricted: false }),
        update_plan: (body) => {
          sentUpdate = body;
          return ok({ plan });
        },
      });
      renderApp('/dash/subscriptionproduct/31');

      const tier = await screen.findByRole('region', { name: 'Backstage' }, findWithin);
      // The replacement shows inside the plan it replaces, not as a plan of its own.
      expect(within(tier).getAllByRole('article')).toHaveLength(1);
      expect(within(tier).getByTestId('plan-replacement')).toHaveTextContent('$7.00 from Dec 10, 2026');
      for (const feature of STANDARD_PLAN_FEATURES)
        expect(screen.getByRole('rowheader', { name: feature })).toBeInTheDocument();

      fireEvent.click(screen.getAllByRole('button', { name: REPLACEMENT_PLANS_HELP.link })[0]!);
      const help = await screen.findByRole('dialog', { name: REPLACEMENT_PLANS_HELP.title });
      expect(within(help).getByText(REPLACEMENT_PLANS_HELP.paragraphs[1])).toBeInTheDocument();
      fireEvent.click(within(help).getByRole('button', { name: 'Close' }));

      // Edit the plan: a new price from a new date goes to the replacement (update_plan with price and eff_date).
      fireEvent.click(within(tier).getByRole('button', { name: 'Edit Monthly' }));
      const form = await screen.findByRole('dialog', { name: 'Edit Monthly' });
      fireEvent.change(within(form).getByLabelText('New price'), { target: { value: '8' } });
      fireEvent.change(within(form).getByLabelText('Effective date'), { target: { value: '2026-12-15' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sentUpdate).not.toBeNull());
      expect(sentUpdate).toEqual({
        request: 'update_plan',
        plan_id: 51,
        name: 'Monthly',
        desc: '',
        price: 800,
        eff_date: '2026-12-15',
        time_zone: 'UTC',
      });
    },
  );

  it('checks a new plan before sending it: name at most 50, a date with its time zone', slow, async () => {
    signInOwner();
    const api = mockApi({
      get_products: ok({ products: [makeProduct({ owner_id: OWNER })], country: 'US' }),
      get_tiers: ok({ tiers: [makeTier({ plans: [] })] }),
      get_product_types: ok({ product_types: [] }),
      stripe_get_connect_id: ok({ connect_id: 'acct_1', enabled: true, restricted: false }),
    });
    renderApp('/dash/subscriptionproduct/31');
    const tier = await screen.findByRole('region', { name: 'Backstage' }, findWithin);
    fireEvent.click(within(tier).getByRole('button', { name: 'Add plan' }));
    const form = await screen.findByRole('dialog', { name: 'Add plan' });
    fireEvent.change(within(form).getByLabelText(/Subscription name/), { target: { value: 'x'.repeat(51) } });
    fireEvent.change(within(form).getByLabelText(/Price/), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Effective date'), { target: { value: '2026-12-15' } });
    // The time zone follows the date (the browser's); the date then cleared leaves a time zone without a date.
    fireEvent.change(within(form).getByLabelText('Effective date'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add plan' }));
    expect(await within(form).findByText(PLAN_NAME_TOO_LONG)).toBeInTheDocument();
    expect(within(form).getByText(TIME_ZONE_NEEDS_EFF_DATE)).toBeInTheDocument();
    expect(api.sent('create_plan')).toEqual([]);
  });

  it("says another member's product is not found", slow, async () => {
    signInOwner();
    mockApi({ get_products: ok({ products: [makeProduct({ owner_id: 99 })], country: 'US' }) });
    renderApp('/dash/subscriptionproduct/31');
    expect(await screen.findByText(PRODUCT_NOT_FOUND, {}, findWithin)).toBeInTheDocument();
  });
});
