import { Alert, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import {
  BUSINESS_PAYMENTS_HELP,
  BUSINESS_PAYMENTS_HELP_LINK,
  NO_PAYMENTS_YET,
  PAYMENTS_HEADING,
} from '@stagepass/domain/payouts';
import { HelpLink } from '../../../components/ui/help-modal';
import { useRequest } from '../../../lib/use-request';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { TalentPayments } from '../../bookings/components/talent/talent-payments';
import { CreatorRevenue } from '../../subscriptions/components/creator-revenue';
import { TaxReports } from '../../tickets/tax/tax-reports';
import { EventPaymentsTable } from '../components/event-payments-table';
import { PayoutSchedule } from '../components/payout-schedule';
import { EVENTS_HEADING, LOADING_PAYMENTS, PAYOUTS_HEADING } from '../payments-texts';
import '../styles/payments.css';

// The chart library (recharts) is most of this page's weight: it loads after the tables, in its own chunk.
const RevenueChart = lazy(() => import('../components/revenue-chart').then((m) => ({ default: m.RevenueChart })));

/** A business's payments (spec 001 §7 business_payment_query): revenue over time, each event, the payouts. */
function BusinessPayments() {
  const query = useRequest('business_payment_query', {});
  if (query.isPending) return <Skeleton h={240} aria-label={LOADING_PAYMENTS} />;
  if (query.isError) return <Alert color="gray">{query.error.message}</Alert>;
  const { summaries, payments, payouts, revenue_by_day: days } = query.data;
  if (summaries.length === 0) return <Text c="dimmed">{NO_PAYMENTS_YET}</Text>;
  return (
    <Stack gap="xl">
      <Suspense fallback={<Skeleton h={280} />}>
        <RevenueChart days={days} />
      </Suspense>
      <Stack gap="xs" component="section" aria-labelledby="event-payments-heading">
        <Title order={2} size="h3" id="event-payments-heading">
          {EVENTS_HEADING}
        </Title>
        <EventPaymentsTable summaries={summaries} payments={payments} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="payouts-heading">
        <Title order={2} size="h3" id="payouts-heading">
          {PAYOUTS_HEADING}
        </Title>
        <PayoutSchedule payouts={payouts} />
      </Stack>
    </Stack>
  );
}

/**
 * /dash/payments (spec 001 §2; specialist, business): payments and payouts. A business sees its ticket revenue,
 * payouts and sales tax reports; a creator sees their booking payments (issue 12, bookings/components/talent).
 */
export function PaymentsPage() {
  const user = useCurrentUser();
  const business = user?.is_business === true;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between" align="center">
          <Title order={1}>{PAYMENTS_HEADING}</Title>
          {business && <HelpLink label={BUSINESS_PAYMENTS_HELP_LINK} {...BUSINESS_PAYMENTS_HELP} />}
        </Group>
        {business ? (
          <>
            <BusinessPayments />
            <TaxReports />
          </>
        ) : (
          <>
            <TalentPayments />
            <CreatorRevenue />
          </>
        )}
      </Stack>
    </Container>
  );
}
