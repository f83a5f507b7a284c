import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  CREATOR_REVENUE_HEADING,
  NO_CREATOR_REVENUE,
  NO_SUBSCRIBERS,
  OTHER_CONTENT,
  SUBSCRIBERS_HEADING,
} from '@stagepass/domain/subscriptions';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeSubscription } from '../testing';
import { revenueWindow } from './creator-revenue';

const slow = { timeout: 5000 };
const creator = makeUser({ is_specialist: true, is_user: false, name: 'Cleo Creator' });
const bookings = { payments: [], totals: { gross_booking_fees: 0, paid: 0, upcoming: 0 } };

describe('product and subscription revenue on /dash/payments (issue 14)', () => {
  it('shows each product’s subscriptions, content sales, fees and the creator’s share, and the subscribers', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: creator });
    const { sent } = mockApi({
      specialist_payment_query: ok(bookings),
      get_remits_for_products: ok({
        remits: [
          {
            product_id: 2,
            name: 'Studio Sessions',
            currency: 'USD',
            cycles: 3,
            subscription_cents: 2997,
            subscription_fee_cents: 300,
            sales: 1,
            asset_sales_cents: 500,
            asset_fee_cents: 75,
            net_cents: 3122,
          },
          {
            product_id: null,
            name: '',
            currency: 'USD',
            cycles: 0,
            subscription_cents: 0,
            subscription_fee_cents: 0,
            sales: 2,
            asset_sales_cents: 1000,
            asset_fee_cents: 150,
            net_cents: 850,
          },
        ],
      }),
      get_subscriptions: ok({
        subscriptions: [
          makeSubscription({ subscriber: { id: 12, name: 'Ann Fan' }, card: null, can_cancel: false }),
          makeSubscription({
            subscription_id: 40,
            subscriber: { id: 13, name: 'Ben Fan' },
            state: 'Ending',
            card: null,
            can_cancel: false,
          }),
        ],
      }),
    });
    renderApp('/dash/payments');

    const table = within(await screen.findByRole('table', { name: CREATOR_REVENUE_HEADING }, slow));
    const studio = within(table.getByRole('row', { name: /^Studio Sessions/ }));
    expect(studio.getByText('$29.97')).toBeInTheDocument();
    expect(studio.getByText('$3.75')).toBeInTheDocument();
    expect(studio.getByText('$31.22')).toBeInTheDocument();
    const other = within(table.getByRole('row', { name: new RegExp(`^${OTHER_CONTENT}`) }));
    expect(other.getByText('$8.50')).toBeInTheDocument();
    expect(sent('get_remits_for_products')).toEqual([{ request: 'get_remits_for_products', ...revenueWindow() }]);

    const subscribers = within(screen.getByRole('list', { name: SUBSCRIBERS_HEADING }));
    expect(subscribers.getByText('Ann Fan')).toBeInTheDocument();
    expect(subscribers.getByText('Ending')).toBeInTheDocument();
    expect(subscribers.getByText('Ends Dec 22, 2026')).toBeInTheDocument();
  });

  it('says so when nothing was sold and nobody subscribes; the window is the last 12 months', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: creator });
    mockApi({
      specialist_payment_query: ok(bookings),
      get_remits_for_products: ok({ remits: [] }),
      get_subscriptions: ok({ subscriptions: [] }),
    });
    renderApp('/dash/payments');
    expect(await screen.findByText(NO_CREATOR_REVENUE, {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(NO_SUBSCRIBERS)).toBeInTheDocument();
    expect(revenueWindow(dayjs('2027-03-01'))).toEqual({ start_date: '2026-03-02', end_date: '2027-03-01' });
  });
});
