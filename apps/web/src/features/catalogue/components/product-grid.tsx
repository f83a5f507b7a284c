import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Product } from '@stagepass/contract/catalogue/fields';
import { EmptyState, type EmptyStateAction } from '../../../components/ui/empty-state';
import { ProductCard } from './product-card';

export interface ProductGridProps {
  products: readonly Product[] | undefined;
  country: string;
  loading?: boolean;
  /** Shown when there are none. */
  empty: string;
  /** What will show, or what to try, when there are none. */
  emptyHint?: string | undefined;
  emptyAction?: EmptyStateAction | null | undefined;
  label: string;
}

/** Product cards in a responsive grid, with skeletons while loading and a sentence when there are none. */
export function ProductGrid({ products, country, loading, empty, emptyHint, emptyAction, label }: ProductGridProps) {
  if (loading)
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} aria-label={label} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (!products || products.length === 0)
    return <EmptyState message={empty} description={emptyHint} action={emptyAction} />;
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
