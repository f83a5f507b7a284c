import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AssetView } from '@stagepass/contract/assets/fields';
import { PREVIEW_BADGE, assetPagePath, assetPriceLabel } from '@stagepass/domain/assets';
import { formatMoney } from '@stagepass/domain/format';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import { truncate } from '@stagepass/domain/text';
import '../styles/assets.css';

// spec 001 §8 'Broken image': a placeholder in the asset card's shape (1.42), drawn inline so it never fails.
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="284" height="200" viewBox="0 0 284 200">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#1864ab"/><stop offset="1" stop-color="#862e9c"/></linearGradient></defs>' +
  '<rect width="284" height="200" fill="url(#g)"/>' +
  '<text x="142" y="110" font-family="system-ui,sans-serif" font-size="26" font-weight="800" fill="#fff" ' +
  'fill-opacity=".8" text-anchor="middle">Stagepass</text></svg>';
export const ASSET_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

export interface AssetCardProps {
  asset: AssetView;
  /** The price as the page shows it (user_get_asset's price_text); by default the asset's own price. */
  priceText?: string | null;
}

/**
 * An asset in a list (spec 001 §2, §9 crop 1.42): its cover (the placeholder when it is missing or broken, §8), its
 * type, name and creator, its price, and the 'Preview' badge when the viewer does not have it in full. Opens the
 * asset page.
 */
export function AssetCard({ asset, priceText }: AssetCardProps) {
  const price = priceText ?? assetPriceLabel(asset, (c) => formatMoney(c, asset.currency, { dropZeroMinor: true }));
  return (
    // The whole card opens the asset: its name's link is stretched over it, so the link is named by what it shows.
    <Card withBorder padding="sm" radius="md" className="asset-card" data-testid="asset-card">
      <Card.Section>
        <AspectRatio ratio={CROP_RATIOS.assetCard}>
          <Image src={asset.image || null} fallbackSrc={ASSET_IMAGE_PLACEHOLDER} alt={asset.name} fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {asset.type}
          </Badge>
          {!asset.allow_access && (
            <Badge color="yellow" size="sm">
              {PREVIEW_BADGE}
            </Badge>
          )}
        </Group>
        <Text
          component={Link}
          to={assetPagePath(asset.id)}
          fw={600}
          className="asset-card-name asset-card-link"
          lineClamp={2}
        >
          {truncate(asset.name, 60)}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" truncate>
            {asset.creator_name}
          </Text>
          {price && (
            <Text size="sm" fw={600}>
              {price}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
