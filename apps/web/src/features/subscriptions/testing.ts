// Test helpers for the subscription screens: subscriptions as the server answers them. Only tests import this file.

import type { SubscriptionRow } from '@stagepass/contract/subscriptions/fields';

export function makeSubscription(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    subscription_id: 31,
    plan_id: 4,
    plan_name: 'Backstage Monthly',
    price: 999,
    currency: 'USD',
    interval: 'month',
    product_id: 2,
    product_name: 'Studio Sessions',
    product_image: null,
    tier_id: 3,
    tier_name: 'Backstage',
    creator_id: 9,
    creator_name: 'Cleo Creator',
    subscriber: null,
    state: 'Active',
    card: 'card_1',
    current_period_start: '2026-11-22T12:00:00.000Z',
    current_period_end: '2026-12-22T12:00:00.000Z',
    trial_end: null,
    next_retry_at: null,
    canceled_at: null,
    created_at: '2026-11-22T12:00:00.000Z',
    has_access: true,
    can_cancel: true,
    can_reactivate: false,
    can_update_card: true,
    ...overrides,
  };
}
