import type { Plan, Product, Tier } from '@stagepass/contract/catalogue/fields';

// Catalogue answers as the server sends them, for the web tests.

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 31,
    product_id: 31,
    name: 'Jazz Nights',
    desc: 'Live jazz sets every month.',
    image: null,
    owner_id: 12,
    creator_name: 'Tala Talent',
    creator_photo: null,
    creator_traits: ['Musician'],
    price_range: { min: 500, max: 500, currency: 'USD' },
    product_type: 'Music',
    type_id: 1,
    subtype_type_ids: [],
    tags: ['jazz'],
    subscriber_count: 0,
    disabled: false,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    plan_id: 51,
    product_id: 31,
    tier_id: 41,
    name: 'Monthly',
    desc: '',
    price: 500,
    currency: 'USD',
    interval: 'month',
    trial: null,
    eff_date: null,
    time_zone: null,
    image: null,
    disabled: false,
    disabled_from: null,
    disabled_time_zone: null,
    replaces_plan_id: null,
    replacement: null,
    open: true,
    subscriber_count: 0,
    ...overrides,
  };
}

export function makeTier(overrides: Partial<Tier> = {}): Tier {
  return {
    tier_id: 41,
    product_id: 31,
    name: 'Backstage',
    desc: 'Every set, the day after.',
    image: null,
    type_id: null,
    disabled: false,
    plans: [makePlan()],
    ...overrides,
  };
}
