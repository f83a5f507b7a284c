import { Container, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  MARKETPLACE_PATH,
  MARKETPLACE_SEARCH_LABEL,
  MARKETPLACE_SEARCH_PLACEHOLDER,
  NO_PRODUCTS_FOUND,
} from '@stagepass/domain/catalogue';
import { SEARCH_DEBOUNCE_MS, searchReady } from '@stagepass/domain/talent-search';
import { useRequest } from '../../../lib/use-request';
import { CATALOGUE_EMPTY_TEXTS as T } from '../catalogue-texts';
import { ProductGrid } from '../components/product-grid';
import { positionFields, useKnownPosition } from '../hooks/use-known-position';

const SEARCH_TITLE = 'Search the marketplace';
const RESULTS = 'Search results';

/**
 * /dash/marketplaceSearch (spec 001 §2): products found by lookFor, the words of the box (also in the address, so a
 * search can be shared), as they are typed.
 */
export function MarketplaceSearchPage() {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(params.get('lookFor') ?? '');
  const [lookFor] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const ready = searchReady(lookFor);
  const position = useKnownPosition();
  const results = useRequest(
    'get_products',
    { lookFor, ...positionFields(position) },
    { enabled: ready && position !== undefined },
  );

  const change = (next: string) => {
    setValue(next);
    setParams(next.trim() ? { lookFor: next.trim() } : {}, { replace: true });
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{SEARCH_TITLE}</Title>
        <TextInput
          type="search"
          aria-label={MARKETPLACE_SEARCH_LABEL}
          placeholder={MARKETPLACE_SEARCH_PLACEHOLDER}
          value={value}
          onChange={(e) => change(e.currentTarget.value)}
          maw={480}
          autoFocus
        />
        {ready && (
          <ProductGrid
            products={results.data?.products}
            country={results.data?.country ?? 'US'}
            loading={results.isPending}
            empty={NO_PRODUCTS_FOUND}
            emptyHint={T.searchHint}
            emptyAction={{ label: T.allProducts, to: MARKETPLACE_PATH }}
            label={RESULTS}
          />
        )}
      </Stack>
    </Container>
  );
}
