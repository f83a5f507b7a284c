import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@stagepass/contract/catalogue/fields';
import {
  DISABLE,
  ENABLE,
  PRODUCT_DISABLED,
  PRODUCT_DISABLED_LABEL,
  PRODUCT_ENABLED,
  PRODUCT_SAVED,
  SAVE,
  productPagePath,
} from '@stagepass/domain/catalogue';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { CATALOGUE_READS } from '../api/catalogue-writes';
import { productDraftErrors, productDraftFrom, updateProductInput, type FieldErrors } from '../lib/catalogue-forms';
import { ProductFields } from './catalogue-fields';

const VIEW_PRODUCT_PAGE = 'View product page';

/** The owner's product: its fields (update_product), Disable or Enable, and a link to its public page. */
export function ProductEditor({ product }: { product: Product }) {
  const [draft, setDraft] = useState(() => productDraftFrom(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useRequestMutation('update_product', {
    invalidates: CATALOGUE_READS,
    onSuccess: ({ product: saved }) => {
      setDraft(productDraftFrom(saved));
      notify(1, PRODUCT_SAVED);
    },
    onError: (e) => e.field && setErrors({ [e.field]: e.message }),
  });
  const disable = useRequestMutation('disable_product', {
    invalidates: CATALOGUE_READS,
    onSuccess: () => notify(1, PRODUCT_DISABLED),
  });
  const enable = useRequestMutation('enable_product', {
    invalidates: CATALOGUE_READS,
    onSuccess: () => notify(1, PRODUCT_ENABLED),
  });
  const submit = () => {
    const problems = productDraftErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate(updateProductInput(product.product_id, draft));
  };
  const toggling = disable.isPending || enable.isPending;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="product-editor">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h3" id="product-editor">
              Product
            </Title>
            {product.disabled && <Badge color="gray">{PRODUCT_DISABLED_LABEL}</Badge>}
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={productPagePath(product.product_id)}
              state={{ productId: product.product_id }}
              variant="subtle"
            >
              {VIEW_PRODUCT_PAGE}
            </Button>
            <Button
              variant="light"
              color={product.disabled ? 'teal' : 'red'}
              loading={toggling}
              onClick={() => (product.disabled ? enable : disable).mutate({ product_id: product.product_id })}
            >
              {product.disabled ? ENABLE : DISABLE}
            </Button>
          </Group>
        </Group>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <ProductFields value={draft} onChange={setDraft} errors={errors} disabled={save.isPending} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {SAVE}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
