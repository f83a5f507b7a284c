import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Product } from '@stagepass/contract/catalogue/fields';
import { productPagePath, subscriptionProductPath } from '@stagepass/domain/catalogue';
import { CREATE_ANOTHER, DONE_TEXT, DONE_TITLE, MANAGE_PRODUCT, VIEW_PRODUCT } from './create-digital-texts';

/** The last step: where the new product lives (spec 001 §2 /marketplaceProduct: state carries productId and it). */
export function CreateDigitalDone({ product, onAnother }: { product: Product; onAnother: () => void }) {
  return (
    <Stack>
      <Title order={2} size="h3">
        {DONE_TITLE}
      </Title>
      <Text>
        <strong>{product.name}</strong>: {DONE_TEXT}
      </Text>
      <Group>
        <Button
          component={Link}
          to={productPagePath(product.product_id)}
          state={{ productId: product.product_id, product }}
        >
          {VIEW_PRODUCT}
        </Button>
        <Button component={Link} variant="light" to={subscriptionProductPath(product.product_id)}>
          {MANAGE_PRODUCT}
        </Button>
      </Group>
      <Anchor component="button" type="button" size="sm" onClick={onAnother} w="fit-content">
        {CREATE_ANOTHER}
      </Anchor>
    </Stack>
  );
}
