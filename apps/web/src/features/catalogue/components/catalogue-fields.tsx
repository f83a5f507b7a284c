import {
  Box,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  CATALOGUE_DESC_MAX,
  PLAN_NAME_MAX,
  PRODUCT_NAME_MAX,
  REPLACEMENT_PLANS_HELP,
  TAGS_MAX,
  TAG_MAX_LENGTH,
  TIER_NAME_MAX,
  TRIAL_DAYS_MAX,
} from '@stagepass/domain/catalogue';
import { OFFERED_CURRENCIES, PLAN_INTERVALS } from '@stagepass/domain/commerce';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import { HelpLink } from '../../../components/ui/help-modal';
import { ImageUploadDialog } from '../../../components/ui/image-upload/image-upload-dialog';
import type { ImageDecoder } from '../../../components/ui/image-upload/image-file';
import { useRequest } from '../../../lib/use-request';
import {
  browserTimeZone,
  timeZones,
  type FieldErrors,
  type PlanDraft,
  type ProductDraft,
  type TierDraft,
} from '../lib/catalogue-forms';
import { ProductImage } from './product-card';

// The catalogue's form fields, controlled: a page (or the /dash/createDigital wizard) keeps the draft and sends
// the request built from it (lib/catalogue-forms.ts).

interface FieldsProps<D> {
  value: D;
  onChange: (next: D) => void;
  errors?: FieldErrors;
  disabled?: boolean;
  /** Tests replace the picture decoder: jsdom decodes no pictures. */
  decode?: ImageDecoder;
}

/** A picture chooser with its preview: the dialog crops at `aspect` and hands back a data URL. */
function PictureField({
  label,
  src,
  aspect,
  onPick,
  disabled,
  error,
  decode,
}: {
  label: string;
  src: string | null;
  aspect: number;
  onPick: (dataUrl: string) => void;
  disabled?: boolean | undefined;
  error?: string | undefined;
  decode?: ImageDecoder | undefined;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Box maw={160}>
        <ProductImage src={src} alt={label} />
      </Box>
      <Group>
        <Button variant="default" size="xs" onClick={open} disabled={disabled}>
          {src ? 'Change picture' : 'Choose picture'}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <ImageUploadDialog
        opened={opened}
        title={label}
        use="image"
        aspect={aspect}
        saveLabel="Use Picture"
        onClose={close}
        onSave={({ dataUrl }) => {
          onPick(dataUrl);
          close();
        }}
        {...(decode ? { decode } : {})}
      />
    </Stack>
  );
}

/** spec 001 §3 Product create fields: type_id, name, desc, image (crop 0.75), subtype_type_ids, tags. */
export function ProductFields({ value, onChange, errors = {}, disabled, decode }: FieldsProps<ProductDraft>) {
  const types = useRequest('get_product_types', {}, { staleTime: Infinity });
  const type = types.data?.product_types.find((t) => t.type_id === value.type_id);
  const patch = (p: Partial<ProductDraft>) => onChange({ ...value, ...p });
  return (
    <Stack gap="sm">
      <Select
        label="Product type"
        required
        data={types.data?.product_types.map((t) => ({ value: String(t.type_id), label: t.name })) ?? []}
        value={value.type_id === null ? null : String(value.type_id)}
        onChange={(v) => patch({ type_id: v ? Number(v) : null, subtype_type_ids: [] })}
        error={errors.type_id}
        disabled={disabled}
      />
      <MultiSelect
        label="Sub-types"
        data={type?.subtypes.map((s) => ({ value: String(s.type_id), label: s.name })) ?? []}
        value={value.subtype_type_ids.map(String)}
        onChange={(v) => patch({ subtype_type_ids: v.map(Number) })}
        error={errors.subtype_type_ids}
        disabled={disabled || !type}
      />
      <TextInput
        label="Name"
        required
        maxLength={PRODUCT_NAME_MAX}
        value={value.name}
        onChange={(e) => patch({ name: e.currentTarget.value })}
        error={errors.name}
        disabled={disabled}
      />
      <Textarea
        label="Description"
        rows={4}
        maxLength={CATALOGUE_DESC_MAX}
        value={value.desc}
        onChange={(e) => patch({ desc: e.currentTarget.value })}
        error={errors.desc}
        disabled={disabled}
      />
      <TagsInput
        label="Tags"
        maxTags={TAGS_MAX}
        value={value.tags}
        onChange={(tags) => patch({ tags: tags.map((t) => t.slice(0, TAG_MAX_LENGTH)) })}
        error={errors.tags}
        disabled={disabled}
      />
      <PictureField
        label="Product picture"
        src={value.image ?? value.current_image}
        aspect={CROP_RATIOS.product}
        onPick={(image) => patch({ image })}
        disabled={disabled}
        error={errors.image}
        decode={decode}
      />
    </Stack>
  );
}

/** spec 001 §3 Tier: name, desc, image. */
export function TierFields({ value, onChange, errors = {}, disabled, decode }: FieldsProps<TierDraft>) {
  const patch = (p: Partial<TierDraft>) => onChange({ ...value, ...p });
  return (
    <Stack gap="sm">
      <TextInput
        label="Tier name"
        required
        maxLength={TIER_NAME_MAX}
        value={value.name}
        onChange={(e) => patch({ name: e.currentTarget.value })}
        error={errors.name}
        disabled={disabled}
      />
      <Textarea
        label="What subscribers get"
        rows={3}
        maxLength={CATALOGUE_DESC_MAX}
        value={value.desc}
        onChange={(e) => patch({ desc: e.currentTarget.value })}
        error={errors.desc}
        disabled={disabled}
      />
      <PictureField
        label="Tier picture"
        src={value.image ?? value.current_image}
        aspect={CROP_RATIOS.product}
        onPick={(image) => patch({ image })}
        disabled={disabled}
        error={errors.image}
        decode={decode}
      />
    </Stack>
  );
}

const INTERVAL_LABELS = { month: 'Monthly', year: 'Yearly' } as const;

/**
 * spec 001 §3 Plan: name (≤ 50), desc, price, currency (§9), interval, trial, and an effective date with its time
 * zone (both or neither). `mode` 'edit' adds the new price a replacement plan charges from that date (§4).
 */
export function PlanFields({
  value,
  onChange,
  errors = {},
  disabled,
  mode = 'create',
}: FieldsProps<PlanDraft> & { mode?: 'create' | 'edit' }) {
  const patch = (p: Partial<PlanDraft>) => onChange({ ...value, ...p });
  const zones = timeZones(value.time_zone);
  const dateFields = (
    <Group grow align="flex-start">
      <TextInput
        type="date"
        label="Effective date"
        value={value.eff_date}
        onChange={(e) => {
          const eff_date = e.currentTarget.value;
          patch({ eff_date, time_zone: eff_date && !value.time_zone ? browserTimeZone() : value.time_zone });
        }}
        error={errors.eff_date}
        disabled={disabled}
      />
      <Select
        label="Time zone"
        searchable
        clearable
        data={zones}
        value={value.time_zone || null}
        onChange={(v) => patch({ time_zone: v ?? '' })}
        error={errors.time_zone}
        disabled={disabled}
      />
    </Group>
  );
  return (
    <Stack gap="sm">
      <TextInput
        label="Subscription name"
        required
        maxLength={PLAN_NAME_MAX}
        description={`${value.name.length} / ${PLAN_NAME_MAX}`}
        value={value.name}
        onChange={(e) => patch({ name: e.currentTarget.value })}
        error={errors.name}
        disabled={disabled}
      />
      <Textarea
        label="Description"
        rows={3}
        maxLength={CATALOGUE_DESC_MAX}
        value={value.desc}
        onChange={(e) => patch({ desc: e.currentTarget.value })}
        error={errors.desc}
        disabled={disabled}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Price"
          required
          inputMode="decimal"
          value={value.price}
          onChange={(e) => patch({ price: e.currentTarget.value })}
          error={errors.price}
          disabled={disabled}
        />
        <Select
          label="Currency"
          data={[...OFFERED_CURRENCIES]}
          value={value.currency}
          onChange={(v) => v && patch({ currency: v })}
          allowDeselect={false}
          error={errors.currency}
          disabled={disabled}
        />
        <Select
          label="Billed"
          data={PLAN_INTERVALS.map((i) => ({ value: i, label: INTERVAL_LABELS[i] }))}
          value={value.interval}
          onChange={(v) => v && patch({ interval: v as PlanDraft['interval'] })}
          allowDeselect={false}
          error={errors.interval}
          disabled={disabled}
        />
      </Group>
      <TextInput
        label="Free trial (days)"
        inputMode="numeric"
        value={value.trial}
        onChange={(e) =>
          patch({ trial: e.currentTarget.value.replace(/\D/g, '').slice(0, String(TRIAL_DAYS_MAX).length) })
        }
        error={errors.trial}
        disabled={disabled}
      />
      {mode === 'create' ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Opens to subscribers on the effective date; leave both empty to open now.
          </Text>
          {dateFields}
        </Stack>
      ) : (
        <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={4} size="h5" component="legend">
            New price from a date
          </Title>
          <HelpLink
            label={REPLACEMENT_PLANS_HELP.link}
            title={REPLACEMENT_PLANS_HELP.title}
            paragraphs={REPLACEMENT_PLANS_HELP.paragraphs}
          />
          <TextInput
            label="New price"
            inputMode="decimal"
            value={value.new_price}
            onChange={(e) => patch({ new_price: e.currentTarget.value })}
            error={errors.new_price}
            disabled={disabled}
          />
          {dateFields}
        </Stack>
      )}
    </Stack>
  );
}
