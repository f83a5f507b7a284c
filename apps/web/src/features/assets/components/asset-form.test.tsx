import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../events/testing';
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
});
