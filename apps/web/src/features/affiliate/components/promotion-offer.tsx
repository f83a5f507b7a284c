import { List, Stack, Text } from '@mantine/core';
import type { AffiliatePromotion } from '@stagepass/contract/affiliate/fields';
import { NO_PROMOTION, promotionLines } from '@stagepass/domain/affiliate';

/** The affiliate promotion's shares (the stored fraction × 100, spec 001 §9), its dates and its payout period. */
export function PromotionOffer({ promotion }: { promotion: AffiliatePromotion | null }) {
  if (!promotion) return <Text c="dimmed">{NO_PROMOTION}</Text>;
  const lines = promotionLines(promotion);
  return (
    <Stack gap="xs">
      <List spacing={4}>
        {lines.shares.map((s) => (
          <List.Item key={s}>
            <Text fw={600} span>
              {s}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {lines.period} {lines.payout}
      </Text>
    </Stack>
  );
}
