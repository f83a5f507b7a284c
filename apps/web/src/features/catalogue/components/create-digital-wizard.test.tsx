import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NAME_REQUIRED,
  PLAN_PAYOUT_ACCOUNT_REQUIRED,
  PRODUCT_TYPE_UNKNOWN,
  PRODUCT_TYPES,
} from '@stagepass/domain/catalogue';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { TIERS_REQUIRED } from './create-digital-texts';

const slow = { timeout: 15_000 };
const talent = makeUser({ user_id: 12, is_specialist: true, is_user: false, name: 'Tala Talent' });

const PRODUCT = {
  id: 31,
  product_id: 31,
  name: 'Studio Sessions',
  desc: '',
  image: null,
  owner_id: 12,
  creator_name: 'Tala Talent',
  creator_photo: null,
  creator_traits: [],
  price_range: null,
  product_type: 'Music',
  type_id: 1,
  subtype_type_ids: [],
  tags: ['demos', 'live'],
  subscriber_count: 0,
  disabled: false,
  created_at: '2026-11-01T00:00:00.000Z',
};

const region = (name: string) => screen.getByRole('region', { name });
/** Mantine's Select and TagsInput label their list too: the labelled input itself. */
const input = (label: RegExp) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT')!;

function answers(enabled: boolean) {
  return mockApi({
    get_product_types: ok({ product_types: PRODUCT_TYPES }),
    stripe_get_connect_id: ok({ connect_id: enabled ? 'acct_1' : null, enabled, restricted: !enabled }),
    create_product: ok({ product: PRODUCT }),
  });
}

describe('/dash/createDigital (spec 001 §5 wizard: the Product step)', () => {
  it('blocks Next until a type and a name are given, then creates the product and moves on to Tiers', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: talent });
    const { sent } = answers(true);
    const user = userEvent.setup();
    renderApp('/dash/createDigital');

    const name = await screen.findByRole('textbox', { name: /Product name/ }, slow);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(region('Product')).getByText(PRODUCT_TYPE_UNKNOWN)).toBeInTheDocument();
    expect(within(region('Product')).getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(sent('create_product')).toHaveLength(0);

    // A type alone is not enough: the name is still missing.
    await user.click(input(/Product type/));
    await user.click(await screen.findByRole('option', { name: 'Music' }));
    expect(screen.queryByText(PRODUCT_TYPE_UNKNOWN)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(region('Product')).toBeInTheDocument();
    expect(screen.getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(sent('create_product')).toHaveLength(0);

    await user.type(name, '  Studio Sessions ');
    await user.type(input(/^Tags/), 'demos{enter}live{enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(region('Tiers')).toBeInTheDocument(), slow);
    // spec 001 §5: optional fields only when present; tags as a JSON string.
    expect(sent('create_product')).toEqual([
      { request: 'create_product', type_id: 1, name: 'Studio Sessions', desc: '', tags: '["demos","live"]' },
    ]);
    // The Tiers step needs at least one tier before Next.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(region('Tiers')).getByRole('alert')).toHaveTextContent(TIERS_REQUIRED);
  }, 40_000);

  it('tells a creator without a payout account that plans need one, with the way to set it up', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: talent });
    answers(false);
    renderApp('/dash/createDigital');
    expect(await screen.findByText(PLAN_PAYOUT_ACCOUNT_REQUIRED, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeInTheDocument();
  }, 30_000);
});
