import { Chip, Container, Group, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import {
  FEATURED_ROW_TITLES,
  MARKETPLACE_ALL_TYPES,
  MARKETPLACE_PATH,
  MARKETPLACE_TITLE,
  NO_PRODUCTS,
  marketplaceTypePath,
  type FeaturedRow,
} from '@stagepass/domain/catalogue';
import { useRequest } from '../../../lib/use-request';
import { CATALOGUE_EMPTY_TEXTS as T } from '../catalogue-texts';
import { parseId } from '../../events/lib/event-links';
import { MarketplaceSearchBox } from '../components/marketplace-search-box';
import { ProductGrid } from '../components/product-grid';
import { positionFields, useKnownPosition } from '../hooks/use-known-position';

const ROWS: FeaturedRow[] = ['by_subscribers', 'by_assets', 'by_latest_asset'];
const ALL_PRODUCTS = 'All products';

/**
 * /dash/marketplace and /dash/marketplace/{productTypeId} (spec 001 §2: business, fan and logged-out): the product
 * type chips, the three featured rows (by subscribers, by assets, by the latest asset) and every product of the
 * type, newest first.
 */
export function MarketplacePage() {
  const navigate = useNavigate();
  const typeId = parseId(useParams().productTypeId) ?? undefined;
  const types = useRequest('get_product_types', {}, { staleTime: Infinity });
  const filter = typeId === undefined ? {} : { typeId };
  // spec 001 §9: prices in the visitor's currency, by the browser's position when it already gave one.
  const position = useKnownPosition();
  const priced = { ...filter, ...positionFields(position) };
  const featured = useRequest('get_featured_products', priced, { enabled: position !== undefined });
  const all = useRequest('get_products', priced, { enabled: position !== undefined });
  const typeName = types.data?.product_types.find((t) => t.type_id === typeId)?.name;

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{typeName ? `${MARKETPLACE_TITLE}: ${typeName}` : MARKETPLACE_TITLE}</Title>
        <MarketplaceSearchBox />
        <Chip.Group
          value={typeId === undefined ? 'all' : String(typeId)}
          onChange={(v) => void navigate(v === 'all' ? MARKETPLACE_PATH : marketplaceTypePath(Number(v)))}
        >
          <Group gap="xs" aria-label="Product types" role="group">
            <Chip value="all">{MARKETPLACE_ALL_TYPES}</Chip>
            {types.data?.product_types.map((t) => (
              <Chip key={t.type_id} value={String(t.type_id)}>
                {t.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {ROWS.map((row) => {
          const products = featured.data?.[row];
          if (featured.data && products?.length === 0) return null;
          return (
            <section key={row} aria-labelledby={`featured-${row}`}>
              <Title order={2} size="h3" id={`featured-${row}`} mb="sm">
                {FEATURED_ROW_TITLES[row]}
              </Title>
              <ProductGrid
                products={products}
                country={featured.data?.country ?? 'US'}
                loading={featured.isPending}
                empty={NO_PRODUCTS}
                label={FEATURED_ROW_TITLES[row]}
              />
            </section>
          );
        })}
        <section aria-labelledby="all-products">
          <Title order={2} size="h3" id="all-products" mb="sm">
            {ALL_PRODUCTS}
          </Title>
          <ProductGrid
            products={all.data?.products}
            country={all.data?.country ?? 'US'}
            loading={all.isPending}
            empty={NO_PRODUCTS}
            // An empty type offers the whole marketplace; the whole marketplace empty has nowhere else to send.
            emptyHint={typeId === undefined ? T.marketplaceHint : T.typeHint}
            emptyAction={typeId === undefined ? null : { label: T.allProducts, to: MARKETPLACE_PATH }}
            label={ALL_PRODUCTS}
          />
        </section>
      </Stack>
    </Container>
  );
}
