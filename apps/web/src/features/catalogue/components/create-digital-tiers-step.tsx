import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { Tier } from '@stagepass/contract/catalogue/fields';
import type { RequestInput } from '@stagepass/contract/registry';
import { ADD_TIER, CATALOGUE_DESC_MAX, NAME_REQUIRED, TIER_NAME_MAX } from '@stagepass/domain/catalogue';
import { TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_ROWS } from '@stagepass/domain/limits';
import { DESCRIPTION_LABEL, NO_TIERS_YET, TIER_NAME_LABEL, TIERS_HINT } from './create-digital-texts';

export interface TierDraft {
  name: string;
  desc: string;
}

export const emptyTierDraft = (): TierDraft => ({ name: '', desc: '' });

export function tierErrors(d: TierDraft): Partial<Record<'name', string>> {
  return d.name.trim() ? {} : { name: NAME_REQUIRED };
}

export function tierInput(productId: number, d: TierDraft): RequestInput<'create_tier'> {
  return { product_id: productId, name: d.name.trim(), desc: d.desc.trim() };
}

/** The Tiers step: the tiers made so far, and a form that adds one (create_tier). */
export function TiersStep({
  tiers,
  draft,
  patch,
  errors,
  stepError,
  onAdd,
  adding,
}: {
  tiers: readonly Tier[];
  draft: TierDraft;
  patch: (p: Partial<TierDraft>) => void;
  errors: Partial<Record<'name', string>>;
  /** Why Next was blocked (no tier yet). */
  stepError: string | null;
  onAdd: () => void;
  adding: boolean;
}) {
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {TIERS_HINT}
      </Text>
      {tiers.length === 0 ? (
        <Text size="sm">{NO_TIERS_YET}</Text>
      ) : (
        <List aria-label="Tiers added">
          {tiers.map((t) => (
            <List.Item key={t.tier_id}>
              <Text span fw={500}>
                {t.name}
              </Text>
              {t.desc && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  — {t.desc}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      <Card withBorder padding="md" component="fieldset" aria-label="New tier">
        <Stack gap="sm">
          <TextInput
            label={TIER_NAME_LABEL}
            required={tiers.length === 0}
            maxLength={TIER_NAME_MAX}
            value={draft.name}
            onChange={(e) => patch({ name: e.currentTarget.value })}
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
          <Group>
            <Button variant="light" onClick={onAdd} loading={adding}>
              {ADD_TIER}
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
