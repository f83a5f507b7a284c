import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMemo } from 'react';
import type { Plan, Tier } from '@stagepass/contract/catalogue/fields';
import type { RequestInput } from '@stagepass/contract/registry';
import {
  ADD_PLAN,
  CATALOGUE_DESC_MAX,
  EFF_DATE_NEEDS_TIME_ZONE,
  NAME_REQUIRED,
  PLAN_INTERVAL_LABELS,
  PLAN_NAME_MAX,
  PLAN_NAME_TOO_LONG,
  PLAN_PRICE_MAX,
  PLAN_PRICE_REQUIRED,
  TIME_ZONE_NEEDS_EFF_DATE,
  TRIAL_DAYS_MAX,
  planPriceText,
  trialText,
} from '@stagepass/domain/catalogue';
import { TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_ROWS } from '@stagepass/domain/limits';
import { OFFERED_CURRENCIES, PLAN_INTERVALS, type PlanInterval } from '@stagepass/domain/commerce';
import { minorDigits } from '@stagepass/domain/format';
import {
  DESCRIPTION_LABEL,
  PLAN_CURRENCY_LABEL,
  PLAN_EFF_DATE_HINT,
  PLAN_EFF_DATE_LABEL,
  PLAN_INTERVAL_LABEL,
  PLAN_NAME_LABEL,
  PLAN_PRICE_LABEL,
  PLAN_TIER_LABEL,
  PLAN_TIME_ZONE_LABEL,
  PLAN_TRIAL_LABEL,
  PLANS_HINT,
  TRIAL_INVALID,
} from './create-digital-texts';

/** A plan as the creator fills it in: the price in the currency's major unit ('4.99'), as typed. */
export interface PlanDraft {
  tierId: string | null;
  name: string;
  desc: string;
  price: number | '';
  currency: string;
  interval: PlanInterval;
  trial: number | '';
  effDate: string;
  timeZone: string | null;
}

export const emptyPlanDraft = (tierId: string | null, currency = OFFERED_CURRENCIES[0]!): PlanDraft => ({
  tierId,
  name: '',
  desc: '',
  price: '',
  currency,
  interval: 'month',
  trial: '',
  effDate: '',
  timeZone: null,
});

export type PlanErrors = Partial<Record<'tier' | 'name' | 'price' | 'trial' | 'effDate' | 'timeZone', string>>;

const toMinor = (amount: number, currency: string) => Math.round(amount * 10 ** minorDigits(currency));

/** spec 001 §5, §9: a name of at most 50, a price, a whole trial, and the effective date and time zone together. */
export function planErrors(d: PlanDraft): PlanErrors {
  const errors: PlanErrors = {};
  if (!d.tierId) errors.tier = 'Choose a tier.';
  if (!d.name.trim()) errors.name = NAME_REQUIRED;
  else if (d.name.trim().length > PLAN_NAME_MAX) errors.name = PLAN_NAME_TOO_LONG;
  const cents = d.price === '' ? 0 : toMinor(d.price, d.currency);
  if (cents < 1 || cents > PLAN_PRICE_MAX) errors.price = PLAN_PRICE_REQUIRED;
  if (d.trial !== '' && (!Number.isInteger(d.trial) || d.trial < 1 || d.trial > TRIAL_DAYS_MAX))
    errors.trial = TRIAL_INVALID;
  if (d.effDate && !d.timeZone) errors.timeZone = EFF_DATE_NEEDS_TIME_ZONE;
  if (d.timeZone && !d.effDate) errors.effDate = TIME_ZONE_NEEDS_EFF_DATE;
  return errors;
}

/** create_plan's input: optional fields only when present (spec 001 §5). */
export function planInput(d: PlanDraft): RequestInput<'create_plan'> {
  return {
    tier_id: Number(d.tierId),
    name: d.name.trim(),
    desc: d.desc.trim(),
    price: toMinor(d.price === '' ? 0 : d.price, d.currency),
    currency: d.currency,
    interval: d.interval,
    ...(d.trial !== '' ? { trial: d.trial } : {}),
    ...(d.effDate && d.timeZone ? { eff_date: d.effDate, time_zone: d.timeZone } : {}),
  };
}

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** The Plans step: each tier's plans so far, and a form that adds one (create_plan). */
export function PlansStep({
  tiers,
  plans,
  draft,
  patch,
  errors,
  stepError,
  onAdd,
  adding,
}: {
  tiers: readonly Tier[];
  plans: readonly Plan[];
  draft: PlanDraft;
  patch: (p: Partial<PlanDraft>) => void;
  errors: PlanErrors;
  stepError: string | null;
  onAdd: () => void;
  adding: boolean;
}) {
  const zones = useMemo(() => timeZones(), []);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {PLANS_HINT}
      </Text>
      <Stack gap="xs" aria-label="Plans added">
        {tiers.map((t) => {
          const own = plans.filter((p) => p.tier_id === t.tier_id);
          return (
            <div key={t.tier_id}>
              <Text fw={500}>{t.name}</Text>
              {own.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No plans in this tier yet.
                </Text>
              ) : (
                <List size="sm">
                  {own.map((p) => (
                    <List.Item key={p.plan_id}>
                      {p.name}: {planPriceText(p.price, p.currency, p.interval)}
                      {p.trial ? (
                        <Badge ml="xs" size="sm" variant="light">
                          {trialText(p.trial)}
                        </Badge>
                      ) : null}
                    </List.Item>
                  ))}
                </List>
              )}
            </div>
          );
        })}
      </Stack>
      <Card withBorder padding="md" component="fieldset" aria-label="New plan">
        <Stack gap="sm">
          {tiers.length > 1 && (
            <Select
              label={PLAN_TIER_LABEL}
              required
              data={tiers.map((t) => ({ value: String(t.tier_id), label: t.name }))}
              value={draft.tierId}
              onChange={(tierId) => patch({ tierId })}
              allowDeselect={false}
              error={errors.tier}
              disabled={adding}
            />
          )}
          <TextInput
            label={PLAN_NAME_LABEL}
            required
            maxLength={PLAN_NAME_MAX}
            value={draft.name}
            onChange={(e) => patch({ name: e.currentTarget.value })}
            description={`${draft.name.length}/${PLAN_NAME_MAX} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.name}
            disabled={adding}
          />
          <Textarea
            label={DESCRIPTION_LABEL}
            // spec 000 §9: textareas 12 rows, at most 300 px high.
            rows={TEXTAREA_ROWS}
            styles={{ input: { maxHeight: TEXTAREA_MAX_HEIGHT_PX } }}
            maxLength={CATALOGUE_DESC_MAX}
            value={draft.desc}
            onChange={(e) => patch({ desc: e.currentTarget.value })}
            disabled={adding}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput
              label={PLAN_PRICE_LABEL}
              required
              min={0}
              decimalScale={minorDigits(draft.currency)}
              value={draft.price}
              onChange={(v) => patch({ price: typeof v === 'number' ? v : v === '' ? '' : Number(v) })}
              error={errors.price}
              disabled={adding}
            />
            <Select
              label={PLAN_CURRENCY_LABEL}
              data={[...OFFERED_CURRENCIES]}
              value={draft.currency}
              onChange={(v) => v && patch({ currency: v })}
              allowDeselect={false}
              disabled={adding}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="plan-interval-label">
                {PLAN_INTERVAL_LABEL}
              </Text>
              <SegmentedControl
                aria-labelledby="plan-interval-label"
                data={PLAN_INTERVALS.map((i) => ({ value: i, label: PLAN_INTERVAL_LABELS[i] }))}
                value={draft.interval}
                onChange={(v) => patch({ interval: v as PlanInterval })}
                disabled={adding}
              />
            </Stack>
          </SimpleGrid>
          <NumberInput
            label={PLAN_TRIAL_LABEL}
            min={1}
            max={TRIAL_DAYS_MAX}
            allowDecimal={false}
            value={draft.trial}
            onChange={(v) => patch({ trial: typeof v === 'number' ? v : v === '' ? '' : Number(v) })}
            error={errors.trial}
            disabled={adding}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="date"
              label={PLAN_EFF_DATE_LABEL}
              description={PLAN_EFF_DATE_HINT}
              value={draft.effDate}
              onChange={(e) => patch({ effDate: e.currentTarget.value })}
              error={errors.effDate}
              disabled={adding}
            />
            <Select
              label={PLAN_TIME_ZONE_LABEL}
              searchable
              clearable
              data={zones}
              value={draft.timeZone}
              onChange={(timeZone) => patch({ timeZone })}
              error={errors.timeZone}
              disabled={adding}
            />
          </SimpleGrid>
          <Group>
            <Button variant="light" onClick={onAdd} loading={adding}>
              {ADD_PLAN}
            </Button>
          </Group>
        </Stack>
      </Card>
      {stepError && (
        <Alert color="red" role="alert">
          {stepError}
        </Alert>
      )}
    </Stack>
  );
}
