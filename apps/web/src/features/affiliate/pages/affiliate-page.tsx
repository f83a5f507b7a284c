import { Alert, Container, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  AFFILIATE_ACTING_REFUSED,
  AFFILIATE_CLIENTS_TITLE,
  AFFILIATE_EARNINGS_TITLE,
  AFFILIATE_PAGE_TITLE,
  AFFILIATE_PAYOUTS_TITLE,
  PROMOTION_TITLE,
} from '@stagepass/domain/affiliate';
import { useRequest } from '../../../lib/use-request';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { SettingsSection } from '../../settings/components/settings-section';
import { AffiliateCodeCard } from '../components/affiliate-code-card';
import { AffiliateGuidelinesCard } from '../components/affiliate-guidelines-card';
import { ClientsTable, EarningsTable, PayoutsTable } from '../components/affiliate-tables';
import { JoinAffiliateCard } from '../components/join-affiliate-card';
import { PromotionOffer } from '../components/promotion-offer';

/** spec 001 §3, §7 affiliate_promotion: the promotion in force. */
function CurrentPromotion() {
  const query = useRequest('affiliate_promotion', {});
  return (
    <SettingsSection title={PROMOTION_TITLE}>
      {query.isPending ? <Skeleton h={80} /> : <PromotionOffer promotion={query.data?.promotion ?? null} />}
    </SettingsSection>
  );
}

/** An affiliate's own page: their code and totals, their referrals, their earnings per sale and their payouts. */
function AffiliateOverview({ code }: { code: string }) {
  const clients = useRequest('affiliate_get_clients', {});
  const events = useRequest('affiliate_event_query', {});
  const failed = clients.error ?? events.error;
  if (failed) return <Alert color="gray">{failed.message}</Alert>;
  return (
    <>
      <AffiliateCodeCard code={code} totals={events.data?.totals ?? null} />
      <CurrentPromotion />
      <SettingsSection title={AFFILIATE_PAYOUTS_TITLE}>
        {events.data ? <PayoutsTable payouts={events.data.payouts} /> : <Skeleton h={80} />}
      </SettingsSection>
      <SettingsSection title={AFFILIATE_EARNINGS_TITLE}>
        {events.data ? <EarningsTable earnings={events.data.earnings} /> : <Skeleton h={120} />}
      </SettingsSection>
      <SettingsSection title={AFFILIATE_CLIENTS_TITLE}>
        {clients.data ? <ClientsTable clients={clients.data.clients} /> : <Skeleton h={80} />}
      </SettingsSection>
      <AffiliateGuidelinesCard />
    </>
  );
}

/**
 * /dash/affiliate (issue 15; talent and businesses): the affiliate programme. Before joining, the join flow with the
 * terms modal and the guidelines card; after, the affiliate's code, referrals, earnings and monthly payouts. The
 * sidebar shows it to the 'Affiliate' menu role (spec 000 §6: an affiliate_code and valid permission).
 */
export function AffiliatePage() {
  const user = useCurrentUser();
  let body: ReactNode;
  if (user?.agency_as_client) body = <Alert color="blue">{AFFILIATE_ACTING_REFUSED}</Alert>;
  else if (user?.affiliate_code) body = <AffiliateOverview code={user.affiliate_code} />;
  else
    body = (
      <>
        <JoinAffiliateCard />
        <CurrentPromotion />
        <AffiliateGuidelinesCard />
      </>
    );
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{AFFILIATE_PAGE_TITLE}</Title>
        {body}
      </Stack>
    </Container>
  );
}
