import { Stack } from '@mantine/core';
import { PurchasedAssets } from './purchased-assets';
import { MySubscriptions } from './subscription-list';

/** /dash/purchases beyond tickets (issue 14): the member's subscriptions, then the digital content they bought. */
export function CommercePurchases() {
  return (
    <Stack gap="xl" mt="lg">
      <MySubscriptions />
      <PurchasedAssets />
    </Stack>
  );
}
