import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssetView } from '@stagepass/contract/assets/fields';
import { ASSET_SAVED } from '@stagepass/domain/assets';
import { useRequest } from '../../../lib/use-request';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../events/testing';
import { makeAsset } from '../testing';
import { AssetForm } from './asset-form';

const PRODUCTS = [
  { id: 31, name: 'Studio Sessions' },
  { id: 32, name: 'Tour Diaries' },
];
const TIERS = [
  { id: 7, name: 'Gold' },
  { id: 8, name: 'Silver' },
];

/** The pills a Mantine MultiSelect shows for its chosen values. */
function chosen(label: string): string[] {
  const field = screen.getAllByText(label, { selector: 'label' })[0]!.closest('.mantine-MultiSelect-root')!;
  return within(field as HTMLElement)
    .queryAllByText(/.+/, { selector: '.mantine-Pill-label' })
    .map((p) => p.textContent ?? '');
}

describe('AssetForm', () => {
  it("starts a new asset in the wizard's new product and its tiers", () => {
    mockApi({ get_asset_categories: ok({ categories: [] }) });
    renderWithProviders(
      <AssetForm
        onSaved={() => {}}
        products={PRODUCTS}
        tiers={TIERS}
        preselected={{ productIds: [31], tierIds: [7, 8] }}
      />,
    );
    expect(chosen('Products')).toEqual(['Studio Sessions']);
    expect(chosen('Tiers')).toEqual(['Gold', 'Silver']);
  });

  it('starts with nothing chosen when nothing is preselected', () => {
    mockApi({ get_asset_categories: ok({ categories: [] }) });
    renderWithProviders(<AssetForm onSaved={() => {}} products={PRODUCTS} tiers={TIERS} />);
    expect(chosen('Products')).toEqual([]);
    expect(chosen('Tiers')).toEqual([]);
  });

  describe('saving an edit (update_asset)', { timeout: 20_000 }, () => {
    /** The creator's by_id list (get_assets byId) beside the form, as a profile page shows them together. */
    function ByIdList({ initial }: { initial: AssetView }) {
      const list = useRequest('get_assets', { byId: initial.owner_id });
      return (
        <>
          <ul aria-label="By id">
            {list.data?.assets.map((a) => (
              <li key={a.id}>{a.name}</li>
            ))}
          </ul>
          <AssetForm initial={initial} onSaved={() => {}} />
        </>
      );
    }

    /** The server: one song of the creator's, changed by update_asset. */
    function serve(initial: AssetView) {
      let saved = initial;
      return mockApi({
        get_asset_categories: ok({ categories: [] }),
        get_assets: () => ok({ assets: [saved] }),
        update_asset: (body) => {
          saved = { ...saved, name: String(body.name ?? saved.name) };
          return ok({ asset: saved });
        },
      });
    }

    const song = (fields: Partial<AssetView> = {}) =>
      makeAsset({ id: 31, type: 'Song', name: 'Tide & Time', file_kind: 'audio', price: null, ...fields });

    it('refreshes the by_id list afterwards', async () => {
      const initial = song();
      const api = serve(initial);
      const user = userEvent.setup();
      renderWithProviders(<ByIdList initial={initial} />);
      const list = await screen.findByRole('list', { name: 'By id' });
      expect(await within(list).findByText('Tide & Time')).toBeInTheDocument();
      expect(api.sent('get_assets')).toHaveLength(1);

      const name = screen.getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Tide & Time (Live)');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(ASSET_SAVED)).toBeInTheDocument();
      expect(await within(list).findByText('Tide & Time (Live)')).toBeInTheDocument();
      expect(api.sent('get_assets')).toEqual([
        { request: 'get_assets', byId: 12 },
        { request: 'get_assets', byId: 12 },
      ]);
    });

    it('sends price and currency only when a price is entered (spec 001 §5 optional fields)', async () => {
      const initial = song();
      const api = serve(initial);
      const user = userEvent.setup();
      renderWithProviders(<AssetForm initial={initial} onSaved={() => {}} />);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(api.sent('update_asset')).toHaveLength(1));
      const [first] = api.sent('update_asset');
      expect(first).not.toHaveProperty('price');
      expect(first).not.toHaveProperty('currency');

      await user.type(screen.getByRole('textbox', { name: 'Price' }), '2.5');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(api.sent('update_asset')).toHaveLength(2));
      expect(api.sent('update_asset')[1]).toMatchObject({ price: 250, currency: 'USD' });
    });

    it('takes a price off sale by sending price null, without a currency, when the edit clears it', async () => {
      const initial = song({ price: 900 });
      const api = serve(initial);
      const user = userEvent.setup();
      renderWithProviders(<AssetForm initial={initial} onSaved={() => {}} />);
      await user.clear(screen.getByRole('textbox', { name: 'Price' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(api.sent('update_asset')).toHaveLength(1));
      const [sent] = api.sent('update_asset');
      expect(sent).toMatchObject({ price: null });
      expect(sent).not.toHaveProperty('currency');
    });
  });
});
