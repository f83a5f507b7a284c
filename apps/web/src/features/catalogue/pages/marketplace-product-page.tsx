import { Anchor, Badge, Button, Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { Product } from '@stagepass/contract/catalogue/fields';
import {
  MANAGE_PRODUCT_LINK,
  NO_PLANS,
  NO_PRODUCT_ASSETS,
  NO_TIERS,
  PRODUCT_CONTENT,
  PRODUCT_NOT_FOUND,
  PRODUCT_TIERS,
  productPriceText,
  subscriptionProductPath,
} from '@stagepass/domain/catalogue';
import { COUNT_NOUNS, countLine } from '@stagepass/domain/counts';
import { talentProfilePath } from '@stagepass/domain/profiles';
import { useRequest } from '../../../lib/use-request';
import { useRouteState } from '../../../lib/use-route-state';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { AssetCard } from '../../assets/components/asset-card';
import { parseId } from '../../events/lib/event-links';
import { ProfileNotFound } from '../../profiles/components/profile-states';
import { SubscribeButton } from '../../subscriptions/components/subscribe-button';
import { PlanCard } from '../components/plan-card';
import { ProductImage } from '../components/product-card';
import { positionFields, useKnownPosition } from '../hooks/use-known-position';

/** What a link to the page carries (spec 001 §2: 'state carries productId and the product'). */
interface ProductRouteState {
  productId?: number;
  product?: Product;
  country?: string;
}

/**
 * /dash/marketplaceProduct/{productId} (spec 001 §2, everyone): the product (from the route state, else fetched),
 * its tiers with their plans to subscribe to, and its content as asset cards. The owner gets a link to manage it.
 */
export function MarketplaceProductPage() {
  const productId = parseId(useRouteState('/dash/marketplaceProduct/:productId', 'productId'));
  const state = (useLocation().state ?? {}) as ProductRouteState;
  const carried = state.product?.product_id === productId ? state.product : undefined;
  const position = useKnownPosition();
  const fetched = useRequest(
    'get_products',
    { productId: productId ?? 0, ...positionFields(position) },
    { enabled: productId !== null && !carried && position !== undefined, retry: false },
  );
  const product = carried ?? fetched.data?.products[0];
  const country = (carried ? state.country : fetched.data?.country) ?? 'US';
  const user = useCurrentUser();

  let body;
  if (productId !== null && !product && fetched.isPending) body = <Skeleton h={400} aria-label="Loading the product" />;
  else if (!product) body = <ProfileNotFound title={PRODUCT_NOT_FOUND} error={fetched.error} />;
  else body = <ProductDetails product={product} country={country} isOwner={user?.user_id === product.owner_id} />;
  return (
    <Container size="lg" py="md">
      {body}
    </Container>
  );
}

function ProductDetails({ product, country, isOwner }: { product: Product; country: string; isOwner: boolean }) {
  const tiers = useRequest('get_tiers', { product_id: product.product_id });
  const assets = useRequest('get_assets_for_product', { product_id: product.product_id });
  return (
    <Stack gap="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <ProductImage src={product.image} alt={product.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="xs">
            <Group gap={6}>
              {product.product_type && <Badge variant="light">{product.product_type}</Badge>}
              {product.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray">
                  {tag}
                </Badge>
              ))}
            </Group>
            <Title order={1}>{product.name}</Title>
            <Anchor component={Link} to={talentProfilePath(product.owner_id)}>
              {product.creator_name}
            </Anchor>
            {product.creator_traits.length > 0 && (
              <Text size="sm" c="dimmed">
                {product.creator_traits.join(', ')}
              </Text>
            )}
            <Text fw={700} size="lg" data-testid="product-price">
              {productPriceText(product.price_range, country)}
            </Text>
            <Text size="sm" c="dimmed">
              {countLine('subscribers', product.subscriber_count, COUNT_NOUNS.subscribers)}
            </Text>
            {product.desc && <Text style={{ whiteSpace: 'pre-line' }}>{product.desc}</Text>}
            {isOwner && (
              <Group>
                <Button component={Link} to={subscriptionProductPath(product.product_id)} variant="light">
                  {MANAGE_PRODUCT_LINK}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <section aria-labelledby="product-tiers">
        <Title order={2} size="h3" id="product-tiers" mb="sm">
          {PRODUCT_TIERS}
        </Title>
        {tiers.isPending ? (
          <Skeleton h={160} />
        ) : !tiers.data?.tiers.length ? (
          <Text c="dimmed">{NO_TIERS}</Text>
        ) : (
          <Stack gap="md">
            {tiers.data.tiers.map((tier) => (
              <section key={tier.tier_id} aria-labelledby={`tier-${tier.tier_id}`}>
                <Title order={3} size="h4" id={`tier-${tier.tier_id}`}>
                  {tier.name}
                </Title>
                {tier.desc && (
                  <Text size="sm" c="dimmed" mb="xs">
                    {tier.desc}
                  </Text>
                )}
                {tier.plans.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {NO_PLANS}
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
                    {tier.plans.map((plan) => (
                      <PlanCard key={plan.plan_id} plan={plan} actions={<SubscribeButton plan={plan} />} />
                    ))}
                  </SimpleGrid>
                )}
              </section>
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="product-content">
        <Title order={2} size="h3" id="product-content" mb="sm">
          {PRODUCT_CONTENT}
        </Title>
        {assets.isPending ? (
          <Skeleton h={160} />
        ) : !assets.data?.assets.length ? (
          <Text c="dimmed">{NO_PRODUCT_ASSETS}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            {assets.data.assets.map((asset) => (
              <AssetCard key={asset.id} asset={asset} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
