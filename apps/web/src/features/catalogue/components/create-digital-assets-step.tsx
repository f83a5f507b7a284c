import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AssetView } from '@stagepass/contract/assets/fields';
import type { Product, Tier } from '@stagepass/contract/catalogue/fields';
import { AssetForm } from '../../assets/components/asset-form';
import { ADDED_ASSETS, ASSETS_HINT, NO_ASSETS_YET } from './create-digital-texts';

/**
 * The Assets step: the asset editor (features/assets AssetForm: create_asset), offering the new product and its
 * tiers; each saved asset is listed and the form starts again empty for the next.
 */
export function AssetsStep({
  product,
  tiers,
  assets,
  onSaved,
}: {
  product: Product;
  tiers: readonly Tier[];
  assets: readonly AssetView[];
  onSaved: (asset: AssetView) => void;
}) {
  const [round, setRound] = useState(0);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {ASSETS_HINT}
      </Text>
      <Stack gap={4}>
        <Text fw={500}>{ADDED_ASSETS}</Text>
        {assets.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_ASSETS_YET}
          </Text>
        ) : (
          <List size="sm" aria-label="Assets added">
            {assets.map((a) => (
              <List.Item key={a.id}>
                <Group gap="xs" wrap="nowrap">
                  <Badge size="sm" variant="light">
                    {a.type}
                  </Badge>
                  <Text span size="sm">
                    {a.name}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Card withBorder padding="md">
        <AssetForm
          key={round}
          products={[{ id: product.product_id, name: product.name }]}
          tiers={tiers.map((t) => ({ id: t.tier_id, name: t.name }))}
          preselected={{ productIds: [product.product_id], tierIds: tiers.map((t) => t.tier_id) }}
          onSaved={(asset) => {
            onSaved(asset);
            setRound((r) => r + 1);
          }}
        />
      </Card>
    </Stack>
  );
}
