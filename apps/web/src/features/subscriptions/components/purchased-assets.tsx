import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NO_PURCHASED_ASSETS, PURCHASED_ASSETS_HEADING } from '@stagepass/domain/subscriptions';
import { useRequest } from '../../../lib/use-request';
import { AssetCard } from '../../assets/components/asset-card';

/** The assets the member bought (get_assets with purchased), for /dash/purchases: each opens its asset page. */
export function PurchasedAssets() {
  const query = useRequest('get_assets', { purchased: true }, { meta: { silent: true } });
  const assets = query.data?.assets ?? [];
  let body;
  if (query.isPending) body = <Skeleton h={160} aria-label={`Loading ${PURCHASED_ASSETS_HEADING}`} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else if (assets.length === 0) body = <Text c="dimmed">{NO_PURCHASED_ASSETS}</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {assets.map((asset) => (
          <AssetCard key={asset.id} asset={asset} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="purchased-assets-heading">
      <Title order={2} size="h3" id="purchased-assets-heading">
        {PURCHASED_ASSETS_HEADING}
      </Title>
      {body}
    </Stack>
  );
}
