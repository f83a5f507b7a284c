import { Button, Group, Image, MultiSelect, Select, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { RequestInput } from '@stagepass/contract/registry';
import {
  CATALOGUE_DESC_MAX,
  NAME_REQUIRED,
  PRODUCT_NAME_MAX,
  PRODUCT_TYPE_UNKNOWN,
  TAG_MAX_LENGTH,
  TAG_TOO_LONG,
  TAGS_MAX,
  TAGS_TOO_MANY,
} from '@stagepass/domain/catalogue';
import { CROP_RATIOS, TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_ROWS } from '@stagepass/domain/limits';
import { ImageUploadDialog } from '../../../components/ui/image-upload/image-upload-dialog';
import type { ImageDecoder } from '../../../components/ui/image-upload/image-file';
import { useRequest } from '../../../lib/use-request';
import {
  CHANGE_PRODUCT_IMAGE,
  CHOOSE_PRODUCT_IMAGE,
  DESCRIPTION_LABEL,
  PRODUCT_IMAGE_HINT,
  PRODUCT_IMAGE_TITLE,
  PRODUCT_NAME_LABEL,
  PRODUCT_TYPE_LABEL,
  REMOVE_PRODUCT_IMAGE,
  SUBTYPES_LABEL,
  TAGS_HINT,
  TAGS_LABEL,
} from './create-digital-texts';

/** The product as the creator fills it in (spec 001 §3 Product create fields). */
export interface ProductDraft {
  typeId: string | null;
  subtypeIds: string[];
  name: string;
  desc: string;
  tags: string[];
  /** The cropped picture (a PNG data URL, crop 0.75), or null for none. */
  image: string | null;
}

export const emptyProductDraft = (): ProductDraft => ({
  typeId: null,
  subtypeIds: [],
  name: '',
  desc: '',
  tags: [],
  image: null,
});

export type ProductErrors = Partial<Record<'type' | 'name' | 'tags', string>>;

/** The first step's checks (spec 001 §5 wizard: Next is blocked while any fails). */
export function productErrors(d: ProductDraft): ProductErrors {
  const errors: ProductErrors = {};
  if (!d.typeId) errors.type = PRODUCT_TYPE_UNKNOWN;
  if (!d.name.trim()) errors.name = NAME_REQUIRED;
  if (d.tags.length > TAGS_MAX) errors.tags = TAGS_TOO_MANY;
  else if (d.tags.some((t) => t.trim().length > TAG_MAX_LENGTH)) errors.tags = TAG_TOO_LONG;
  return errors;
}

/** create_product's input (spec 001 §5: optional fields only when present; tags as a JSON string). */
export function productInput(d: ProductDraft): RequestInput<'create_product'> {
  return {
    type_id: Number(d.typeId),
    name: d.name.trim(),
    desc: d.desc.trim(),
    ...(d.subtypeIds.length ? { subtype_type_ids: d.subtypeIds.map(Number) } : {}),
    ...(d.tags.length ? { tags: JSON.stringify(d.tags) } : {}),
    ...(d.image ? { image: d.image, image_type: 'image/png' } : {}),
  };
}

export function ProductStep({
  draft,
  patch,
  errors,
  disabled,
  decode,
}: {
  draft: ProductDraft;
  patch: (p: Partial<ProductDraft>) => void;
  errors: ProductErrors;
  disabled: boolean;
  decode?: ImageDecoder | undefined;
}) {
  const types = useRequest('get_product_types', {}, { staleTime: Infinity });
  const [opened, { open, close }] = useDisclosure(false);
  const type = types.data?.product_types.find((t) => String(t.type_id) === draft.typeId);
  return (
    <Stack>
      <Select
        label={PRODUCT_TYPE_LABEL}
        required
        placeholder="Choose a type"
        data={(types.data?.product_types ?? []).map((t) => ({ value: String(t.type_id), label: t.name }))}
        value={draft.typeId}
        // Sub-types belong to one type: a new type clears them.
        onChange={(v) => patch({ typeId: v, subtypeIds: [] })}
        error={errors.type}
        disabled={disabled}
      />
      {type && type.subtypes.length > 0 && (
        <MultiSelect
          label={SUBTYPES_LABEL}
          data={type.subtypes.map((s) => ({ value: String(s.type_id), label: s.name }))}
          value={draft.subtypeIds}
          onChange={(subtypeIds) => patch({ subtypeIds })}
          disabled={disabled}
        />
      )}
      <TextInput
        label={PRODUCT_NAME_LABEL}
        required
        maxLength={PRODUCT_NAME_MAX}
        value={draft.name}
        onChange={(e) => patch({ name: e.currentTarget.value })}
        error={errors.name}
        disabled={disabled}
      />
      <Textarea
        label={DESCRIPTION_LABEL}
        // spec 000 §9: textareas 12 rows, at most 300 px high.
        rows={TEXTAREA_ROWS}
        styles={{ input: { maxHeight: TEXTAREA_MAX_HEIGHT_PX } }}
        maxLength={CATALOGUE_DESC_MAX}
        value={draft.desc}
        onChange={(e) => patch({ desc: e.currentTarget.value })}
        disabled={disabled}
      />
      <TagsInput
        label={TAGS_LABEL}
        description={TAGS_HINT}
        maxTags={TAGS_MAX}
        value={draft.tags}
        onChange={(tags) => patch({ tags })}
        error={errors.tags}
        disabled={disabled}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {PRODUCT_IMAGE_TITLE}
        </Text>
        <Text size="sm" c="dimmed">
          {PRODUCT_IMAGE_HINT}
        </Text>
        {draft.image && <Image src={draft.image} alt="Product image preview" w={150} radius="sm" />}
        <Group>
          <Button variant="light" onClick={open} disabled={disabled}>
            {draft.image ? CHANGE_PRODUCT_IMAGE : CHOOSE_PRODUCT_IMAGE}
          </Button>
          {draft.image && (
            <Button variant="subtle" color="red" onClick={() => patch({ image: null })} disabled={disabled}>
              {REMOVE_PRODUCT_IMAGE}
            </Button>
          )}
        </Group>
      </Stack>
      <ImageUploadDialog
        opened={opened}
        title={PRODUCT_IMAGE_TITLE}
        use="image"
        aspect={CROP_RATIOS.product}
        saveLabel="Use image"
        decode={decode}
        onClose={close}
        onSave={({ dataUrl }) => {
          patch({ image: dataUrl });
          close();
        }}
      />
    </Stack>
  );
}
