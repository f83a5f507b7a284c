import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Product } from '@stagepass/contract/catalogue/fields';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly Product[] | undefined;
  country: string;
  loading?: boolean;
  /** Shown when there are none. */
  empty: string;
  label: string;
}

/** Product cards in a responsive grid, with skeletons while loading and a sentence when there are none. */
export function ProductGrid({ products, country, loading, empty, label }: ProductGridProps) {
  if (loading)
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} aria-label={label} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (!products || products.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} role="list" aria-label={label}>
      {products.map((p) => (
        <div role="listitem" key={p.product_id}>
          <ProductCard product={p} country={country} />
        </div>
      ))}
    </SimpleGrid>
  );
}
