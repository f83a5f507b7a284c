import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PayoutAccount } from '@stagepass/contract/payments/fields';
import { useCurrentUser, useDashboardPath, useIsLoggedIn } from '../../accounts/hooks/use-session';
import { HandOff, MOBILE_PATHS } from '../../accounts/pages/mobile-hand-off-pages';
import { mobileAppLink } from '../../../lib/mobile-app';
import { useRequestMutation } from '../../../lib/use-request';
import { useContinuePayoutOnboarding, useStartPayoutOnboarding } from '../hooks/use-payout-onboarding';
import {
  CONTINUE_ONBOARDING,
  CREATE_AN_EVENT,
  GO_TO_DASHBOARD,
  OPENING_PAYOUT_SETUP,
  PAYOUT_CHECK_FAILED,
  PAYOUT_MORE_DETAILS,
  PAYOUT_NOT_READY,
  PAYOUT_NOT_READY_TEXT,
  PAYOUT_READY,
  PAYOUT_READY_TEXT,
  PAYOUT_SETUP_TITLE,
  SET_UP_PAYOUTS,
  CHECKING_PAYOUT_ACCOUNT,
} from '../payout-texts';

/** Runs `start` once per mount (React's development double effects included). */
function useOnce(start: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  });
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">{children}</Stack>
    </Container>
  );
}

function Busy({ label }: { label: string }) {
  return (
    <Frame>
      <Title order={1} size="h2">
        {PAYOUT_SETUP_TITLE}
      </Title>
      <Text role="status" aria-live="polite">
        {label}…
      </Text>
    </Frame>
  );
}

/** What a failed call leaves: its message was shown as a notice; the way on is to start set-up again. */
function Failed() {
  const start = useStartPayoutOnboarding();
  return (
    <Frame>
      <Title order={1} size="h2">
        {PAYOUT_SETUP_TITLE}
      </Title>
      <Alert color="red" role="alert">
        {PAYOUT_CHECK_FAILED}
      </Alert>
      <Group>
        <Button onClick={() => start.mutate({})} loading={start.isPending || start.isSuccess}>
          {SET_UP_PAYOUTS}
        </Button>
      </Group>
    </Frame>
  );
}

function PayoutState({ account }: { account: PayoutAccount }) {
  const user = useCurrentUser();
  const dashboard = useDashboardPath();
  const resume = useContinuePayoutOnboarding();
  const needsMore = !account.enabled || account.restricted;
  return (
    <Frame>
      <Title order={1} size="h2">
        {account.enabled ? PAYOUT_READY : PAYOUT_NOT_READY}
      </Title>
      <Text>{account.enabled ? PAYOUT_READY_TEXT : PAYOUT_NOT_READY_TEXT}</Text>
      {account.enabled && account.restricted && <Alert color="yellow">{PAYOUT_MORE_DETAILS}</Alert>}
      <Group>
        {needsMore && (
          <Button onClick={() => resume.mutate({})} loading={resume.isPending || resume.isSuccess}>
            {CONTINUE_ONBOARDING}
          </Button>
        )}
        {/* spec 001 §6: the payout account is what a business needs to create events. */}
        {account.enabled && user?.is_business && (
          <Button component={Link} to="/dash/createEvent" variant={needsMore ? 'default' : 'filled'}>
            {CREATE_AN_EVENT}
          </Button>
        )}
        <Button component={Link} to={dashboard} variant="subtle">
          {GO_TO_DASHBOARD}
        </Button>
      </Group>
    </Frame>
  );
}

/** /{connectId}/return: onboarding is over (finished or left); register_stripe_payout_account records its state. */
function PayoutReturn({ connectId }: { connectId: string }) {
  const register = useRequestMutation('register_stripe_payout_account', { invalidates: ['stripe_get_connect_id'] });
  useOnce(() => register.mutate({ auth_code: connectId }));
  if (register.isError) return <Failed />;
  if (!register.data) return <Busy label={CHECKING_PAYOUT_ACCOUNT} />;
  return <PayoutState account={register.data} />;
}

/** /{connectId}/refresh: the onboarding link was used or expired; a fresh one is opened at once. */
function PayoutRefresh() {
  const resume = useContinuePayoutOnboarding();
  useOnce(() => resume.mutate({}));
  if (resume.isError) return <Failed />;
  return <Busy label={OPENING_PAYOUT_SETUP} />;
}

/**
 * spec 000 §2.9: /mobile/redirect/stripeconnect/*, where payout onboarding returns. A signed-in talent or business
 * on the web finishes here: /{connectId}/return registers the account and shows its state, /{connectId}/refresh
 * opens a fresh onboarding link. Otherwise (onboarding opened from the mobile app), when the last segment is
 * 'return' or 'refresh' the app is opened through its custom link and 'Open in mobile app' is shown.
 */
export function StripeConnectReturnPage() {
  const { '*': rest = '' } = useParams();
  const segments = rest.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  const known = last === 'return' || last === 'refresh';
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  const holder = Boolean(user && (user.is_business || user.is_specialist || user.agency_as_client));
  const connectId = segments.length === 2 ? segments[0] : undefined;

  if (loggedIn && holder && known && connectId) {
    return last === 'return' ? <PayoutReturn connectId={connectId} /> : <PayoutRefresh />;
  }
  return (
    <HandOff
      title={PAYOUT_SETUP_TITLE}
      text={
        known
          ? 'Returning you to the Stagepass app to finish setting up payouts.'
          : 'Open the Stagepass app to continue setting up payouts.'
      }
      appLink={known ? mobileAppLink(`${MOBILE_PATHS.stripeConnect}/${last}`) : null}
    />
  );
}
