import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PLAN_PAYOUT_ACCOUNT_REQUIRED } from '@stagepass/domain/catalogue';
import { useStartPayoutOnboarding } from '../../payments/hooks/use-payout-onboarding';
import { PAYOUT_ACCOUNT_NEEDED_TITLE, SET_UP_PAYOUTS } from '../../payments/payout-texts';

/**
 * spec 001 §6: talent 'needs a payout account for ... digital subscriptions'. Shown before plans can be added, with
 * the way to set payouts up (the provider's onboarding, which returns to the app).
 */
export function DigitalPayoutsNeeded() {
  const start = useStartPayoutOnboarding();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="digital-payouts-needed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="digital-payouts-needed">
          {PAYOUT_ACCOUNT_NEEDED_TITLE}
        </Title>
        <Text>{PLAN_PAYOUT_ACCOUNT_REQUIRED}</Text>
        <Group>
          {/* Stays loading after success: the browser is on its way to the provider's onboarding. */}
          <Button onClick={() => start.mutate({})} loading={start.isPending || start.isSuccess}>
            {SET_UP_PAYOUTS}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
