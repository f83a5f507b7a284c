import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROMOTION_CTA, PROMOTION_JOIN, PROMOTION_TITLE } from '@stagepass/domain/affiliate';
import { useRequest } from '../../../lib/use-request';
import { PromotionOffer } from '../../affiliate/components/promotion-offer';
import { useHydrated } from '../../events/hooks/use-hydrated';

/**
 * spec 001 §2 fan landing: the 'Current Promotional Offer' panel, fed by the affiliate promotion (affiliate_promotion;
 * shares shown as the stored fraction × 100). The page is prerendered, so the offer is fetched in the browser after
 * hydration; without a promotion in force (or while it loads), no panel. A landing page shows no error toast.
 */
export function PromotionalOffer({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const query = useRequest('affiliate_promotion', {}, { enabled: hydrated, retry: 1, meta: { silent: true } });
  const promotion = query.data?.promotion ?? null;
  if (!hydrated || !promotion) return null;
  return (
    <section className={className} aria-labelledby="promotional-offer-title">
      <Container size="sm">
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="md">
            <Title order={2} id="promotional-offer-title">
              {PROMOTION_TITLE}
            </Title>
            <PromotionOffer promotion={promotion} />
            <Text size="sm">{PROMOTION_CTA}</Text>
            <Button component={Link} to="/auth/register" variant="light" w="fit-content">
              {PROMOTION_JOIN}
            </Button>
          </Stack>
        </Card>
      </Container>
    </section>
  );
}
