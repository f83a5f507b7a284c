import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Plan, Tier } from '@stagepass/contract/catalogue/fields';
import {
  ADD_PLAN,
  ADD_TIER,
  DISABLE,
  DISABLE_PLAN_CONFIRM,
  DISABLE_PLAN_TITLE,
  EDIT,
  ENABLE,
  NO_PLANS,
  PLAN_DISABLED,
  PLAN_SAVED,
  PRODUCT_DISABLED_LABEL,
  SAVE,
  TIER_DISABLED,
  TIER_ENABLED,
  TIER_SAVED,
} from '@stagepass/domain/catalogue';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { CATALOGUE_READS } from '../api/catalogue-writes';
import {
  browserTimeZone,
  createPlanInput,
  createTierInput,
  datePairErrors,
  emptyPlanDraft,
  emptyTierDraft,
  planDraftErrors,
  planDraftFrom,
  tierDraftErrors,
  timeZones,
  tierDraftFrom,
  updatePlanInput,
  updateTierInput,
  type FieldErrors,
  type PlanDraft,
  type TierDraft,
} from '../lib/catalogue-forms';
import { PlanFields, TierFields } from './catalogue-fields';
import { FormModal } from './form-modal';
import { PlanCard } from './plan-card';

type Editing<T> = { kind: 'new' } | { kind: 'edit'; item: T } | null;

/** The field errors of a refused write: the server names the field (DESIGN.md §2). */
const fieldError = (e: { field?: string | undefined; message: string }): FieldErrors =>
  e.field ? { [e.field]: e.message } : {};

/** Add tier (create_tier) and each tier of the product with its plans, for the product's owner. */
export function TierManager({ productId, tiers }: { productId: number; tiers: readonly Tier[] }) {
  const [editing, setEditing] = useState<Editing<Tier>>(null);
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing({ kind: 'new' })}>{ADD_TIER}</Button>
      </Group>
      {tiers.map((tier) => (
        <TierPanel key={tier.tier_id} tier={tier} onEdit={() => setEditing({ kind: 'edit', item: tier })} />
      ))}
      {editing && (
        <TierModal
          productId={productId}
          tier={editing.kind === 'edit' ? editing.item : null}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function TierModal({ productId, tier, onClose }: { productId: number; tier: Tier | null; onClose: () => void }) {
  const [draft, setDraft] = useState<TierDraft>(() => (tier ? tierDraftFrom(tier) : emptyTierDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const done = () => {
    notify(1, TIER_SAVED);
    onClose();
  };
  const onError = (e: { field?: string | undefined; message: string }) => setErrors(fieldError(e));
  const create = useRequestMutation('create_tier', { invalidates: CATALOGUE_READS, onSuccess: done, onError });
  const update = useRequestMutation('update_tier', { invalidates: CATALOGUE_READS, onSuccess: done, onError });
  const submit = () => {
    const problems = tierDraftErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (tier) update.mutate(updateTierInput(tier.tier_id, draft));
    else create.mutate(createTierInput(productId, draft));
  };
  return (
    <FormModal
      opened
      title={tier ? `${EDIT} ${tier.name}` : ADD_TIER}
      submitLabel={tier ? SAVE : ADD_TIER}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TierFields value={draft} onChange={setDraft} errors={errors} disabled={create.isPending || update.isPending} />
    </FormModal>
  );
}

function TierPanel({ tier, onEdit }: { tier: Tier; onEdit: () => void }) {
  const [planEditing, setPlanEditing] = useState<Editing<Plan>>(null);
  const [disabling, setDisabling] = useState<Plan | null>(null);
  const disable = useRequestMutation('disable_tier', {
    invalidates: CATALOGUE_READS,
    onSuccess: () => notify(1, TIER_DISABLED),
  });
  const enable = useRequestMutation('enable_tier', {
    invalidates: CATALOGUE_READS,
    onSuccess: () => notify(1, TIER_ENABLED),
  });
  const headingId = `manage-tier-${tier.tier_id}`;
  // A replacement plan shows inside the plan it replaces, and is edited only there (spec 001 §4).
  const plans = tier.plans.filter((p) => p.replaces_plan_id === null);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3} size="h4" id={headingId}>
              {tier.name}
            </Title>
            {tier.disabled && <Badge color="gray">{PRODUCT_DISABLED_LABEL}</Badge>}
          </Group>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onEdit} aria-label={`${EDIT} ${tier.name}`}>
              {EDIT}
            </Button>
            <Button
              variant="light"
              size="xs"
              color={tier.disabled ? 'teal' : 'red'}
              loading={disable.isPending || enable.isPending}
              onClick={() => (tier.disabled ? enable : disable).mutate({ tier_id: tier.tier_id })}
            >
              {tier.disabled ? ENABLE : DISABLE}
            </Button>
            <Button size="xs" onClick={() => setPlanEditing({ kind: 'new' })}>
              {ADD_PLAN}
            </Button>
          </Group>
        </Group>
        {tier.desc && (
          <Text size="sm" c="dimmed">
            {tier.desc}
          </Text>
        )}
        {plans.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_PLANS}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {plans.map((plan) => (
              <PlanCard
                key={plan.plan_id}
                plan={plan}
                details
                actions={
                  <>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`${EDIT} ${plan.name}`}
                      onClick={() => setPlanEditing({ kind: 'edit', item: plan })}
                    >
                      {EDIT}
                    </Button>
                    {!plan.disabled && (
                      <Button
                        variant="light"
                        color="red"
                        size="xs"
                        aria-label={`${DISABLE} ${plan.name}`}
                        onClick={() => setDisabling(plan)}
                      >
                        {DISABLE}
                      </Button>
                    )}
                  </>
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {planEditing && (
        <PlanModal
          tierId={tier.tier_id}
          plan={planEditing.kind === 'edit' ? planEditing.item : null}
          onClose={() => setPlanEditing(null)}
        />
      )}
      {disabling && <DisablePlanModal plan={disabling} onClose={() => setDisabling(null)} />}
    </Card>
  );
}

function PlanModal({ tierId, plan, onClose }: { tierId: number; plan: Plan | null; onClose: () => void }) {
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? planDraftFrom(plan) : emptyPlanDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const done = () => {
    notify(1, PLAN_SAVED);
    onClose();
  };
  const onError = (e: { field?: string | undefined; message: string }) => setErrors(fieldError(e));
  const create = useRequestMutation('create_plan', { invalidates: CATALOGUE_READS, onSuccess: done, onError });
  const update = useRequestMutation('update_plan', { invalidates: CATALOGUE_READS, onSuccess: done, onError });
  const saving = create.isPending || update.isPending;
  const submit = () => {
    const problems = planDraftErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (plan) update.mutate(updatePlanInput(plan, draft));
    else create.mutate(createPlanInput(tierId, draft));
  };
  return (
    <FormModal
      opened
      title={plan ? `${EDIT} ${plan.name}` : ADD_PLAN}
      submitLabel={plan ? SAVE : ADD_PLAN}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <PlanFields value={draft} onChange={setDraft} errors={errors} disabled={saving} mode={plan ? 'edit' : 'create'} />
    </FormModal>
  );
}

/** disable_plan: at once, or from a date in a time zone (both or neither, spec 001 §4). */
function DisablePlanModal({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const [effDate, setEffDate] = useState('');
  const [timeZone, setTimeZone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const disable = useRequestMutation('disable_plan', {
    invalidates: CATALOGUE_READS,
    onSuccess: () => {
      notify(1, PLAN_DISABLED);
      onClose();
    },
    onError: (e) => setErrors(fieldError(e)),
  });
  const submit = () => {
    const problems = datePairErrors(effDate, timeZone);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    disable.mutate({
      plan_id: plan.plan_id,
      ...(effDate && timeZone ? { eff_date: effDate, time_zone: timeZone } : {}),
    });
  };
  return (
    <FormModal
      opened
      title={DISABLE_PLAN_TITLE}
      submitLabel={DISABLE}
      saving={disable.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Text size="sm">{DISABLE_PLAN_CONFIRM}</Text>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label="From (optional)"
          value={effDate}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setEffDate(next);
            if (next && !timeZone) setTimeZone(browserTimeZone());
          }}
          error={errors.eff_date}
        />
        <Select
          label="Time zone"
          searchable
          clearable
          data={timeZones(timeZone)}
          value={timeZone || null}
          onChange={(v) => setTimeZone(v ?? '')}
          error={errors.time_zone}
        />
      </Group>
    </FormModal>
  );
}
