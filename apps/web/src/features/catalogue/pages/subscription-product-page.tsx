import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import {
  MANAGE_PRODUCT_TITLE,
  PLAN_PAYOUT_ACCOUNT_REQUIRED,
  PRODUCT_NOT_FOUND,
  PRODUCT_TIERS,
  REPLACEMENT_PLANS_HELP,
} from '@stagepass/domain/catalogue';
import { HelpLink } from '../../../components/ui/help-modal';
import { StandardPlanTable } from '../../../components/ui/standard-plan-table';
import { useRequest } from '../../../lib/use-request';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { parseId } from '../../events/lib/event-links';
import { useStartPayoutOnboarding } from '../../payments/hooks/use-payout-onboarding';
import { PAYOUT_ACCOUNT_NEEDED_TITLE, SET_UP_PAYOUTS } from '../../payments/payout-texts';
import { ProfileNotFound } from '../../profiles/components/profile-states';
import { ProductEditor } from '../components/product-editor';
import { TierManager } from '../components/tier-manager';

/** spec 001 §6: digital subscriptions need a payout account; until it is enabled, why and how to set it up. */
function PayoutNotice() {
  const account = useRequest('stripe_get_connect_id', {}, { meta: { silent: true } });
  const start = useStartPayoutOnboarding();
  if (account.isPending || account.data?.enabled) return null;
  return (
    <Alert color="yellow" title={PAYOUT_ACCOUNT_NEEDED_TITLE}>
      <Stack gap="xs">
        <Text size="sm">{PLAN_PAYOUT_ACCOUNT_REQUIRED}</Text>
        <Group>
          <Button size="xs" onClick={() => start.mutate({})} loading={start.isPending || start.isSuccess}>
            {SET_UP_PAYOUTS}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /dash/subscriptionproduct/{productId} (spec 001 §2, specialist): the creator's product with its tiers and plans to
 * manage (create, edit, disable and enable), the replacement-plans help modal and the Standard-plan feature table.
 * Another member's product is not found.
 */
export function SubscriptionProductPage() {
  const productId = parseId(useParams().productId);
  const user = useCurrentUser();
  const products = useRequest(
    'get_products',
    { productId: productId ?? 0 },
    { enabled: productId !== null, retry: false },
  );
  const product = products.data?.products[0];
  const mine = !!product && product.owner_id === user?.user_id;
  const tiers = useRequest('get_tiers', { product_id: productId ?? 0 }, { enabled: mine });

  let body;
  if (productId !== null && products.isPending) body = <Skeleton h={400} aria-label="Loading the product" />;
  else if (!product || !mine) body = <ProfileNotFound title={PRODUCT_NOT_FOUND} error={products.error} />;
  else
    body = (
      <Stack gap="xl">
        <Title order={1}>
          {MANAGE_PRODUCT_TITLE}: {product.name}
        </Title>
        <ProductEditor key={product.product_id} product={product} />
        <section aria-labelledby="manage-tiers">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3" id="manage-tiers">
                {PRODUCT_TIERS}
              </Title>
              <HelpLink
                label={REPLACEMENT_PLANS_HELP.link}
                title={REPLACEMENT_PLANS_HELP.title}
                paragraphs={REPLACEMENT_PLANS_HELP.paragraphs}
              />
            </Group>
            <PayoutNotice />
            {tiers.isPending ? (
              <Skeleton h={160} />
            ) : (
              <TierManager productId={product.product_id} tiers={tiers.data?.tiers ?? []} />
            )}
          </Stack>
        </section>
        <section aria-label="Standard plan">
          <StandardPlanTable />
        </section>
      </Stack>
    );
  return (
    <Container size="lg" py="md">
      {body}
    </Container>
  );
}
