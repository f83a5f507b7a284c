import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_TAX_TERMS,
  TAX_TERMS,
  TAX_TERMS_ACCEPTED,
  TAX_TERMS_ACCEPTED_VERSION,
  TAX_TERMS_FIRST_TIME,
  TAX_TERMS_NEW_VERSION,
  taxTermsStatus,
  type TaxBreakdown,
} from '@stagepass/domain/tax';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import { ToastArea } from '../../../components/ui/toast-area';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { TaxReports } from './tax-reports';

const slow = { timeout: 5000 };

function renderTax() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme} env="test">
        <ToastArea />
        <TaxReports />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const empty = (n: number) => Array.from({ length: n }, () => ({}));
function makeBreakdown(overrides: Partial<TaxBreakdown> = {}): TaxBreakdown {
  const monthly = empty(12);
  monthly[0] = { CA: { 'State Tax': 300, 'City Tax': 125 } };
  monthly[2] = { NY: { 'State Tax': 200 } };
  return {
    year: 2026,
    today: '2026-11-24',
    currencies: { CA: 'USD', NY: 'USD' },
    monthly,
    quarterly: [{ CA: { 'State Tax': 300, 'City Tax': 125 }, NY: { 'State Tax': 200 } }, {}, {}, {}],
    ...overrides,
  };
}

/** The files handed to the browser's download, with their names. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  const blobs: Blob[] = [];
  URL.createObjectURL = (b: Blob) => (blobs.push(b), `blob:${blobs.length}`);
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs[Number(this.href.split(':').pop()) - 1]! });
  });
  restore = () => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  };
  return files;
}
let restore = () => {};

function read(blob: Blob, as: 'text' | 'bytes'): Promise<string | Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(as === 'text' ? String(reader.result) : new Uint8Array(reader.result as ArrayBuffer));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => {
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_business: true, is_user: false }) });
});
afterEach(() => restore());

describe('TaxReports (spec 001 §3 Tax, §7 tax terms, §9 Tax CSV)', () => {
  it('asks for the tax terms before any figure, then shows the year once accepted', async () => {
    let accepted: string | null = null;
    const { sent } = mockApi({
      ticket_tax_terms_query: () => ok(taxTermsStatus(accepted)),
      ticket_tax_terms_accepted: (body) => {
        accepted = String(body.version);
        return ok(taxTermsStatus(accepted));
      },
      ticket_tax_breakdown: ok(makeBreakdown()),
    });
    const user = userEvent.setup();
    renderTax();

    const terms = within(await screen.findByRole('region', { name: 'Sales tax terms' }, slow));
    expect(terms.getByText(TAX_TERMS_FIRST_TIME)).toBeInTheDocument();
    expect(terms.getByText(TAX_TERMS.policy)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sent('ticket_tax_breakdown')).toEqual([]);

    await user.click(terms.getByRole('button', { name: ACCEPT_TAX_TERMS }));
    expect(await screen.findByText(TAX_TERMS_ACCEPTED)).toBeInTheDocument();
    expect(sent('ticket_tax_terms_accepted')).toEqual([
      { request: 'ticket_tax_terms_accepted', version: TAX_TERMS.version },
    ]);
    expect(await screen.findByRole('table', { name: 'Monthly sales tax, 2026' }, slow)).toBeInTheDocument();
    expect(screen.getByText(TAX_TERMS_ACCEPTED_VERSION(TAX_TERMS.version))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sales tax terms' })).not.toBeInTheDocument();
    expect(sent('ticket_tax_breakdown')).toEqual([{ request: 'ticket_tax_breakdown' }]);
  });

  it('asks again when a new version of the terms is out', async () => {
    const { sent } = mockApi({ ticket_tax_terms_query: ok(taxTermsStatus('2024-01-01')) });
    renderTax();
    const terms = within(await screen.findByRole('region', { name: 'Sales tax terms' }, slow));
    expect(terms.getByText(TAX_TERMS_NEW_VERSION)).toBeInTheDocument();
    expect(terms.getByRole('button', { name: ACCEPT_TAX_TERMS })).toBeInTheDocument();
    expect(sent('ticket_tax_breakdown')).toEqual([]);
  });

  it('lists each month and quarter by state and tax type, and picks another year', async () => {
    const { sent } = mockApi({
      ticket_tax_terms_query: ok(taxTermsStatus(TAX_TERMS.version)),
      ticket_tax_breakdown: (body) =>
        ok(
          body.for_year === 2025
            ? makeBreakdown({ year: 2025, monthly: empty(12), quarterly: empty(4) })
            : makeBreakdown(),
        ),
    });
    const user = userEvent.setup();
    renderTax();

    const monthly = within(await screen.findByRole('table', { name: 'Monthly sales tax, 2026' }, slow));
    expect(monthly.getByRole('row', { name: 'Jan CA City Tax $1.25 CSV' })).toBeInTheDocument();
    expect(monthly.getByRole('row', { name: 'CA State Tax $3.00' })).toBeInTheDocument();
    expect(monthly.getByRole('row', { name: 'Feb No sales tax CSV' })).toBeInTheDocument();
    expect(monthly.getByRole('row', { name: 'Mar NY State Tax $2.00 CSV' })).toBeInTheDocument();
    expect(monthly.getAllByRole('button', { name: /^Download CSV for / })).toHaveLength(12);
    const quarterly = within(screen.getByRole('table', { name: 'Quarterly sales tax, 2026' }));
    expect(quarterly.getByRole('row', { name: 'Q1 CA City Tax $1.25 CSV' })).toBeInTheDocument();
    expect(quarterly.getByRole('row', { name: 'NY State Tax $2.00' })).toBeInTheDocument();
    expect(quarterly.getAllByRole('button', { name: /^Download CSV for / })).toHaveLength(4);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
    const older = within(await screen.findByRole('table', { name: 'Monthly sales tax, 2025' }, slow));
    expect(older.getAllByText('No sales tax')).toHaveLength(12);
    expect(sent('ticket_tax_breakdown').at(-1)).toEqual({ request: 'ticket_tax_breakdown', for_year: 2025 });
  });

  it("downloads a period's CSV and the year's zip of Jan to Dec then Q1 to Q4, named with the period and date", async () => {
    mockApi({
      ticket_tax_terms_query: ok(taxTermsStatus(TAX_TERMS.version)),
      ticket_tax_breakdown: ok(makeBreakdown()),
    });
    const files = catchDownloads();
    const user = userEvent.setup();
    renderTax();

    await user.click(await screen.findByRole('button', { name: 'Download CSV for Jan 2026' }, slow));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('sales-tax-2026-01-2026-11-24.csv');
    expect(await read(files[0]!.blob, 'text')).toBe(
      'State,Tax type,Currency,Amount\r\nCA,City Tax,USD,1.25\r\nCA,State Tax,USD,3.00\r\n',
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV for Q2 2026' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]!.name).toBe('sales-tax-2026-Q2-2026-11-24.csv');
    expect(await read(files[1]!.blob, 'text')).toBe('State,Tax type,Currency,Amount\r\n,,,\r\n');

    await user.click(screen.getByRole('button', { name: 'Download 2026 (zip)' }));
    await waitFor(() => expect(files).toHaveLength(3));
    expect(files[2]!.name).toBe('sales-tax-2026-2026-11-24.zip');
    const zip = unzipSync((await read(files[2]!.blob, 'bytes')) as Uint8Array);
    expect(Object.keys(zip)).toEqual(
      [...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'], ...['Q1', 'Q2', 'Q3', 'Q4']].map(
        (p) => `sales-tax-2026-${p}-2026-11-24.csv`,
      ),
    );
    expect(strFromU8(zip['sales-tax-2026-Q1-2026-11-24.csv']!)).toBe(
      'State,Tax type,Currency,Amount\r\nCA,City Tax,USD,1.25\r\nCA,State Tax,USD,3.00\r\nNY,State Tax,USD,2.00\r\n',
    );
  });
});
