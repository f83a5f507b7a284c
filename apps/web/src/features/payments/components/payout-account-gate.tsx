import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAYOUT_ACCOUNT_REQUIRED } from '@stagepass/domain/events';
import { useRequest } from '../../../lib/use-request';
import { useStartPayoutOnboarding } from '../hooks/use-payout-onboarding';
import {
  CHECKING_PAYOUT_ACCOUNT,
  PAYOUT_ACCOUNT_NEEDED_TITLE,
  PAYOUT_CHECK_FAILED,
  SET_UP_PAYOUTS,
  TRY_AGAIN,
} from '../payout-texts';

/**
 * spec 001 §6: 'A payout account is needed to create events and sell tickets.' Shows `children` once the member's
 * payout account is enabled (stripe_get_connect_id); until then, why it is needed and a way to set it up.
 */
export function PayoutAccountGate({ children }: { children: ReactNode }) {
  const account = useRequest('stripe_get_connect_id', {});
  const start = useStartPayoutOnboarding();

  if (account.isPending) return <Loader size="sm" aria-label={CHECKING_PAYOUT_ACCOUNT} />;
  if (account.data?.enabled) return <>{children}</>;
  if (account.isError) {
    return (
      <Alert color="red" role="alert" title={PAYOUT_CHECK_FAILED}>
        <Button variant="light" mt="sm" onClick={() => void account.refetch()} loading={account.isFetching}>
          {TRY_AGAIN}
        </Button>
      </Alert>
    );
  }
  return (
    <Card withBorder padding="lg" maw={560} component="section" aria-labelledby="payout-account-needed">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payout-account-needed">
          {PAYOUT_ACCOUNT_NEEDED_TITLE}
        </Title>
        <Text>{PAYOUT_ACCOUNT_REQUIRED}</Text>
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
