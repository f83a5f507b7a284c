import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Plan } from '@stagepass/contract/catalogue/fields';
import {
  PLAN_DISABLED_FROM,
  PLAN_REPLACED_FROM,
  PLAN_STARTS,
  PRODUCT_DISABLED_LABEL,
  REPLACEMENT_PLAN_LABEL,
  effDateText,
  planPriceText,
  trialText,
} from '@stagepass/domain/catalogue';
import { formatMoney } from '@stagepass/domain/format';

export interface PlanCardProps {
  plan: Plan;
  /** What the viewer can do with it: Subscribe on the product page, Edit and Disable for its owner. */
  actions?: ReactNode;
  /** The owner's view: the plan's state, its replacement and when it closes. */
  details?: boolean;
}

/** spec 001 §3 Plan: name, price per interval, trial, description; for its owner, its state and replacement (§4). */
export function PlanCard({ plan, actions, details = false }: PlanCardProps) {
  const headingId = `plan-${plan.plan_id}`;
  const replacement = plan.replacement;
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} id={headingId}>
            {plan.name}
          </Text>
          <Text fw={700} data-testid="plan-price">
            {planPriceText(plan.price, plan.currency, plan.interval)}
          </Text>
        </Group>
        <Group gap={6}>
          {plan.trial !== null && (
            <Badge variant="light" color="teal" size="sm">
              {trialText(plan.trial)}
            </Badge>
          )}
          {details && plan.replaces_plan_id !== null && (
            <Badge variant="outline" size="sm">
              {REPLACEMENT_PLAN_LABEL}
            </Badge>
          )}
        </Group>
        {plan.desc && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {plan.desc}
          </Text>
        )}
        {!plan.open && !plan.disabled && plan.eff_date && (
          <Text size="sm" c="dimmed">
            {PLAN_STARTS(effDateText(plan.eff_date, plan.time_zone))}
          </Text>
        )}
        {details && replacement?.eff_date && (
          <Text size="sm" data-testid="plan-replacement">
            {REPLACEMENT_PLAN_LABEL}:{' '}
            {PLAN_REPLACED_FROM(
              formatMoney(replacement.price, replacement.currency),
              effDateText(replacement.eff_date, replacement.time_zone),
            )}
          </Text>
        )}
        {details && plan.disabled && (
          <Text size="sm" c="red">
            {plan.disabled_from
              ? PLAN_DISABLED_FROM(effDateText(plan.disabled_from, plan.disabled_time_zone))
              : PRODUCT_DISABLED_LABEL}
          </Text>
        )}
        {actions && (
          <Group gap="xs" mt={4}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
