import { Alert, Button, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MONTHS,
  QUARTERS,
  TAX_HEADING,
  TAX_TERMS_ACCEPTED,
  TAX_YEARS_SHOWN,
  type TaxBreakdown,
} from '@stagepass/domain/tax';
import type { RequestOutput } from '@stagepass/contract/registry';
import { notify } from '../../../components/ui/notify';
import type { RpcError } from '../../../lib/rpc';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { downloadTaxCsv, downloadTaxZip, type TaxPeriod } from './tax-download';
import { TaxPeriodTable } from './tax-period-table';
import { TaxTermsCard } from './tax-terms-card';
import {
  DOWNLOAD_YEAR_ZIP,
  TAX_ESTIMATE_NOTE,
  TAX_MONTHLY_HEADING,
  TAX_QUARTERLY_HEADING,
  TAX_YEAR_LABEL,
} from './tax-texts';

/** A download that failed to build (its chunk did not load): said as an error notice. */
function download(run: () => Promise<void>) {
  run().catch((error: unknown) => notify(2, error instanceof Error ? error.message : String(error)));
}

/**
 * The business's sales tax (spec 001 §3 Tax, §7 ticket_tax_breakdown and the tax terms; §9 Tax CSV): first the tax
 * terms, which the business accepts before any figure shows and again when a new version is out; then, for the
 * picked year, the monthly (Jan to Dec) and quarterly (Q1 to Q4) amounts by state and tax type, each period's CSV
 * and the year's zip. For /dash/payments (business).
 */
export function TaxReports() {
  const terms = useRequest('ticket_tax_terms_query', {});
  const accept = useRequestMutation('ticket_tax_terms_accepted', {
    invalidates: ['ticket_tax_terms_query', 'ticket_tax_breakdown'],
    onSuccess: () => {
      notify(1, TAX_TERMS_ACCEPTED);
    },
  });
  // Undefined until the business picks one: the server's current year.
  const [year, setYear] = useState<number | undefined>(undefined);
  const accepted = terms.data?.renew === false;
  const breakdown = useRequest('ticket_tax_breakdown', year === undefined ? {} : { for_year: year }, {
    enabled: accepted,
    placeholderData: keepPreviousData,
  });

  let body;
  if (terms.isPending) body = <Skeleton h={120} aria-label="Loading the sales tax terms" />;
  else if (terms.isError) body = <Alert color="gray">{terms.error.message}</Alert>;
  else {
    body = (
      <>
        <TaxTermsCard
          status={terms.data}
          accepting={accept.isPending}
          onAccept={(version) => accept.mutate({ version })}
        />
        {accepted && (
          <TaxFigures
            query={breakdown}
            onYear={(y) => setYear(y)}
            onDownloadPeriod={(b, period) => download(() => downloadTaxCsv(b, period))}
            onDownloadYear={(b) => download(() => downloadTaxZip(b))}
          />
        )}
      </>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="sales-tax-heading">
      <Title order={2} id="sales-tax-heading">
        {TAX_HEADING}
      </Title>
      {body}
    </Stack>
  );
}

function TaxFigures({
  query,
  onYear,
  onDownloadPeriod,
  onDownloadYear,
}: {
  query: UseQueryResult<RequestOutput<'ticket_tax_breakdown'>, RpcError>;
  onYear: (year: number) => void;
  onDownloadPeriod: (breakdown: TaxBreakdown, period: TaxPeriod) => void;
  onDownloadYear: (breakdown: TaxBreakdown) => void;
}) {
  if (query.isPending) return <Skeleton h={240} aria-label="Loading the sales tax figures" />;
  if (query.isError) return <Alert color="gray">{query.error.message}</Alert>;
  const b = query.data;
  const thisYear = Number(b.today.slice(0, 4));
  const years = Array.from({ length: TAX_YEARS_SHOWN }, (_, i) => String(thisYear - i));
  if (!years.includes(String(b.year))) years.push(String(b.year));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={TAX_YEAR_LABEL}
          data={years}
          value={String(b.year)}
          onChange={(e) => onYear(Number(e.currentTarget.value))}
          w={120}
        />
        <Button variant="default" onClick={() => onDownloadYear(b)}>
          {DOWNLOAD_YEAR_ZIP(b.year)}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {TAX_ESTIMATE_NOTE}
      </Text>
      <Title order={3}>{TAX_MONTHLY_HEADING}</Title>
      <TaxPeriodTable
        label={`${TAX_MONTHLY_HEADING} sales tax, ${b.year}`}
        periods={MONTHS.map((m, i) => ({ label: m, fullLabel: `${m} ${b.year}`, amounts: b.monthly[i] ?? {} }))}
        currencies={b.currencies}
        onDownload={(index) => onDownloadPeriod(b, { kind: 'month', index })}
      />
      <Title order={3}>{TAX_QUARTERLY_HEADING}</Title>
      <TaxPeriodTable
        label={`${TAX_QUARTERLY_HEADING} sales tax, ${b.year}`}
        periods={QUARTERS.map((q, i) => ({ label: q, fullLabel: `${q} ${b.year}`, amounts: b.quarterly[i] ?? {} }))}
        currencies={b.currencies}
        onDownload={(index) => onDownloadPeriod(b, { kind: 'quarter', index })}
      />
    </Stack>
  );
}
