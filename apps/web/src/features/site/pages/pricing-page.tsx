import { Alert, Button, Card, Container, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Fees } from '@stagepass/domain/fees';
import { formatPct, talentListingPrice, ticketBuyerPrice } from '@stagepass/domain/fees';
import { formatMoney } from '@stagepass/domain/format';
import { GRIEVANCE_WINDOW_DAYS, TALENT_PAYOUT_DELAY_DAYS, TICKET_PAYOUT_DELAY_DAYS } from '@stagepass/domain/limits';
import { StandardPlanTable } from '../../../components/ui/standard-plan-table';
import { useFees } from '../../payments/api/get_fees';

// Worked examples, so a visitor sees what the percentages mean in dollars.
const EXAMPLE_RATE_CENTS = 200_00;
const EXAMPLE_TICKET_CENTS = 20_00;

interface FeeCard {
  title: string;
  /** The fee as one line: '10% + $1.00 per booking'. */
  fee: string;
  detail: string;
}

function feeCards(fees: Fees): FeeCard[] {
  const money = (cents: number) => formatMoney(cents, fees.currency);
  return [
    {
      title: 'Talent bookings',
      fee: `${formatPct(fees.booking_pct)} + ${money(fees.booking_handling_fee_cents)} per booking`,
      detail: `Added on top of the talent's rate together with card processing, so talent keep their full rate. A ${money(EXAMPLE_RATE_CENTS)} rate is listed to businesses at ${money(talentListingPrice(EXAMPLE_RATE_CENTS, fees))}.`,
    },
    {
      title: 'Tickets',
      fee: `${formatPct(fees.ticket_pct)} + ${money(fees.ticket_flat_fee_cents)} per ticket`,
      detail: `Paid by the ticket buyer together with card processing; free tickets carry no fee. A ${money(EXAMPLE_TICKET_CENTS)} ticket costs the buyer ${money(ticketBuyerPrice(EXAMPLE_TICKET_CENTS, fees))}.`,
    },
    {
      title: 'Subscriptions',
      fee: `${formatPct(fees.subscription_pct)} per subscription payment`,
      detail: 'Fans subscribe monthly or yearly; creators are paid at the start of each billing cycle.',
    },
    {
      title: 'Card processing',
      fee: `${formatPct(fees.processor_pct)} + ${money(fees.processor_flat_fee_cents)} per charge`,
      detail: `Charged by our card payment provider on each card payment, plus ${formatPct(fees.processor_monthly_pct)} of monthly payout volume.`,
    },
  ];
}

function FeeGrid() {
  const fees = useFees();

  if (fees.isError) {
    // The failure itself is shown as a toast (spec 000 §8); this keeps the page usable.
    return (
      <Alert color="red" title="The current fees could not be loaded">
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void fees.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const cards = fees.data ? feeCards(fees.data) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" aria-busy={!cards}>
      {cards
        ? cards.map((card) => (
            <Card key={card.title} withBorder radius="lg" padding="xl" component="section" aria-label={card.title}>
              <Title order={2} size="h4">
                {card.title}
              </Title>
              <Text fz={26} fw={800} mt="xs" data-testid="fee">
                {card.fee}
              </Text>
              <Text c="dimmed" mt="xs">
                {card.detail}
              </Text>
            </Card>
          ))
        : [0, 1, 2, 3].map((i) => <Skeleton key={i} h={170} radius="lg" />)}
    </SimpleGrid>
  );
}

/** /auth/pricing (spec 000 §2.2): the fees from get_fees and the Standard plan table (spec 001 §9). */
export function PricingPage() {
  return (
    <Container size="md" py={56}>
      <Stack gap="xl">
        <Stack gap="sm" ta="center" align="center">
          <Title order={1}>Pricing</Title>
          <Text size="lg" c="dimmed" maw={620}>
            No upfront costs and no subscription fees. Stagepass takes a small cut of bookings and sales, shown here as
            it is charged today.
          </Text>
        </Stack>

        <FeeGrid />

        <section aria-labelledby="payouts-title">
          <Title id="payouts-title" order={2} size="h3" mb="sm">
            When you get paid
          </Title>
          <List spacing="xs">
            <List.Item>
              Talent bookings: {TALENT_PAYOUT_DELAY_DAYS} days after the event, unless a grievance is filed within{' '}
              {GRIEVANCE_WINDOW_DAYS} days of it.
            </List.Item>
            <List.Item>
              Ticket revenue: {TICKET_PAYOUT_DELAY_DAYS} days after the event, if no dispute is filed.
            </List.Item>
            <List.Item>Subscriptions: at the start of each monthly or yearly billing cycle.</List.Item>
            <List.Item>Affiliate revenue share: monthly, in one lump sum, less processing fees.</List.Item>
          </List>
        </section>

        <section aria-labelledby="plan-title">
          <Title id="plan-title" order={2} size="h3" mb="sm">
            Every account gets the Standard plan
          </Title>
          <StandardPlanTable />
        </section>
      </Stack>
    </Container>
  );
}
