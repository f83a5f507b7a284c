import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Product } from '@stagepass/contract/catalogue/fields';
import { PRODUCT_DISABLED_LABEL, productPagePath, productPriceText } from '@stagepass/domain/catalogue';
import { COUNT_NOUNS, countLine } from '@stagepass/domain/counts';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import { truncate } from '@stagepass/domain/text';

// spec 001 §8 'Broken image': a placeholder in the product crop's shape (0.75), drawn inline so it never fails.
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#0b7285"/><stop offset="1" stop-color="#5f3dc4"/></linearGradient></defs>' +
  '<rect width="240" height="320" fill="url(#g)"/>' +
  '<text x="120" y="168" font-family="system-ui,sans-serif" font-size="26" font-weight="800" fill="#fff" ' +
  'fill-opacity=".8" text-anchor="middle">Stagepass</text></svg>';
export const PRODUCT_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

/** A product's picture at the product crop (0.75, spec 001 §9); the placeholder when missing or broken (§8). */
export function ProductImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  return (
    <AspectRatio ratio={CROP_RATIOS.product}>
      <Image src={src || null} fallbackSrc={PRODUCT_IMAGE_PLACEHOLDER} alt={alt} fit="cover" />
    </AspectRatio>
  );
}

export interface ProductCardProps {
  product: Product;
  /** The viewer's country the list was priced for (get_products' `country`): §9 currency, §8 unknown country. */
  country: string;
}

/**
 * spec 001 §2 widgets: the product card: picture, name, creator, type, price range in the viewer's currency and
 * subscriber count. Opens the product page, carrying productId and the product in the route state.
 */
export function ProductCard({ product, country }: ProductCardProps) {
  return (
    <Card
      component={Link}
      to={productPagePath(product.product_id)}
      state={{ productId: product.product_id, product, country }}
      withBorder
      padding="sm"
      radius="md"
      aria-label={product.name}
      data-testid="product-card"
    >
      <Card.Section>
        <ProductImage src={product.image} alt={product.name} />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Group gap={6}>
          {product.product_type && (
            <Badge variant="light" size="sm">
              {product.product_type}
            </Badge>
          )}
          {product.disabled && (
            <Badge color="gray" size="sm">
              {PRODUCT_DISABLED_LABEL}
            </Badge>
          )}
        </Group>
        <Text fw={600} lineClamp={2}>
          {truncate(product.name, 60)}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {product.creator_name}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} data-testid="product-price">
            {productPriceText(product.price_range, country)}
          </Text>
          <Text size="xs" c="dimmed">
            {countLine('subscribers', product.subscriber_count, COUNT_NOUNS.subscribers)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
