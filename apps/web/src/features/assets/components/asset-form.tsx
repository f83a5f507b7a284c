import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Input,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import type { AssetView } from '@stagepass/contract/assets/fields';
import type { RequestInput } from '@stagepass/contract/registry';
import {
  ASSET_BODY_EMPTY,
  ASSET_CONTENT_REQUIRED,
  ASSET_DESCRIPTION_MAX,
  ASSET_FILE_KIND,
  ASSET_NAME_MAX,
  ASSET_SAVED,
  isEmptyAssetBody,
  isHtmlAsset,
} from '@stagepass/domain/assets';
import { ASSET_TYPES, OFFERED_CURRENCIES, type AssetType } from '@stagepass/domain/commerce';
import { minorDigits } from '@stagepass/domain/format';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import { ImageUploadDialog } from '../../../components/ui/image-upload/image-upload-dialog';
import { notify } from '../../../components/ui/notify';
import type { RpcError } from '../../../lib/rpc';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { uploadAssetFile } from '../api/upload-asset-file';
import '../styles/assets.css';

/** A product or tier to offer in the form: its id and name (get_products / get_tiers, mapped by the caller). */
export interface AssetFormChoice {
  id: number;
  name: string;
}

export interface AssetFormProps {
  /** After create_asset or update_asset answered: the asset as saved. */
  onSaved: (asset: AssetView) => void;
  /** The asset to edit (update_asset); without it the form creates one (create_asset). */
  initial?: AssetView;
  /** The creator's products the asset may belong to (product_ids). */
  products?: readonly AssetFormChoice[];
  /** The creator's tiers whose subscribers get the asset (tier_ids). */
  tiers?: readonly AssetFormChoice[];
  /** A new asset's products and tiers chosen from the start (the createDigital wizard's new product and tiers). */
  preselected?: { productIds?: readonly number[]; tierIds?: readonly number[] };
}

/** What each file input takes (§9 media types by extension); the server judges the bytes again. */
const ACCEPT: Record<'audio' | 'video' | 'image', string> = {
  audio: '.mp3,.mpeg,.mpg,.wav,.m4a,.flac,.aac,audio/*',
  video: '.mp4,.mov,.webm,.ogg,.ogv,video/mp4,video/quicktime,video/webm,video/ogg',
  image: '.jpg,.jpeg,.png,image/jpeg,image/png',
};

const toMinor = (amount: number, currency: string) => Math.round(amount * 10 ** minorDigits(currency));
const toMajor = (cents: number, currency: string) => cents / 10 ** minorDigits(currency);

/**
 * spec 001 §5 'Optional fields are sent only when present': the price, with its currency, when one is entered. Left
 * empty it is not sent (a new asset is then not sold on its own), except when an edit clears the price the asset had:
 * price null takes it off sale (update_asset).
 */
function priceFields(
  price: number | '',
  currency: string,
  initial?: Pick<AssetView, 'price'>,
): { price?: number | null; currency?: string } {
  if (price !== '') return { price: toMinor(price, currency), currency };
  return initial?.price != null ? { price: null } : {};
}

/**
 * spec 001 §3 Asset, §5, §7 create_asset / update_asset: type, name, description; the body in the rich-text editor
 * (@mantine/tiptap) for blogs and newsletters, or the file (POST /api/upload?purpose=asset) for the others; the cover
 * (cropped at 1.42); price and currency; tiers, products and categories; published, and allow_access (free for
 * everyone). Neither body nor file: 'must specify asset or assetData'; an empty body is refused (§5 empty-HTML check).
 * On save the asset lists (get_assets, the by_id list included) refresh, then onSaved.
 */
export function AssetForm({ onSaved, initial, products = [], tiers = [], preselected }: AssetFormProps) {
  const [type, setType] = useState<AssetType>(initial?.type ?? 'Blog');
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [currency, setCurrency] = useState(initial?.currency ?? 'USD');
  const [price, setPrice] = useState<number | ''>(
    initial?.price == null ? '' : toMajor(initial.price, initial.currency),
  );
  const [tierIds, setTierIds] = useState<string[]>((initial?.tier_ids ?? preselected?.tierIds ?? []).map(String));
  const [productIds, setProductIds] = useState<string[]>(
    (initial ? initial.product_ids.map((p) => p.product_id) : (preselected?.productIds ?? [])).map(String),
  );
  const [categoryIds, setCategoryIds] = useState<string[]>((initial?.category_ids ?? []).map(String));
  const [published, setPublished] = useState(initial?.published ?? true);
  const [openAccess, setOpenAccess] = useState(initial?.open_access ?? false);
  const [file, setFile] = useState<File | null>(null);
  const [uploadId, setUploadId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [cover, setCover] = useState<string | null>(null);
  const [coverOpen, setCoverOpen] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const categories = useRequest('get_asset_categories', {}, { staleTime: Infinity });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // The stored subset (domain ASSET_HTML_TAGS) has none of these.
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
    ],
    content: initial?.asset_data ?? '',
    immediatelyRender: false,
  });

  const invalidates = ['get_assets', 'user_get_asset', 'get_assets_for_product'] as const;
  const saved = (answer: { asset: AssetView }) => {
    notify(1, ASSET_SAVED);
    onSaved(answer.asset);
  };
  const failed = (e: RpcError) => setError({ message: e.message, ...(e.field ? { field: e.field } : {}) });
  const create = useRequestMutation('create_asset', {
    invalidates,
    onSuccess: saved,
    onError: failed,
    meta: { silent: true },
  });
  const update = useRequestMutation('update_asset', {
    invalidates,
    onSuccess: saved,
    onError: failed,
    meta: { silent: true },
  });
  const saving = create.isPending || update.isPending || uploading;

  const html = isHtmlAsset(type);
  const fileKind = ASSET_FILE_KIND[type];
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setUploadId(null);
    setError(null);
    if (!chosen) return;
    setUploading(true);
    try {
      setUploadId((await uploadAssetFile(chosen)).upload_id);
    } catch (e) {
      setFile(null);
      setError({ message: (e as RpcError).message, field: 'asset' });
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    setError(null);
    const body = html ? (editor?.getHTML() ?? '') : undefined;
    // Editing keeps the saved file while it is of the kind the type needs.
    const hasFile = uploadId !== null || (fileKind !== null && initial?.file_kind === fileKind);
    if (html && isEmptyAssetBody(body)) {
      setError({
        message: initial || (body ?? '').trim() ? ASSET_BODY_EMPTY : ASSET_CONTENT_REQUIRED,
        field: 'assetData',
      });
      return;
    }
    if (!html && !hasFile) {
      setError({ message: ASSET_CONTENT_REQUIRED, field: 'asset' });
      return;
    }
    const common = {
      name: name.trim(),
      description: description.trim(),
      published,
      allow_access: openAccess,
      ...priceFields(price, currency, initial),
      tier_ids: tierIds.map(Number),
      product_ids: productIds.map(Number),
      category_ids: categoryIds.map(Number),
      ...(html ? { assetData: body! } : {}),
      ...(!html && uploadId !== null ? { asset: uploadId } : {}),
      ...(cover ? { image: cover } : {}),
    };
    if (initial) update.mutate({ asset_id: initial.id, type, ...common } as RequestInput<'update_asset'>);
    else create.mutate({ type, ...common } as RequestInput<'create_asset'>);
  };

  return (
    <Stack
      component="form"
      gap="sm"
      aria-label={initial ? `Edit ${initial.name}` : 'New asset'}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Select
        label="Type"
        data={[...ASSET_TYPES]}
        value={type}
        onChange={(v) => v && setType(v as AssetType)}
        allowDeselect={false}
        disabled={saving}
      />
      <TextInput
        label="Name"
        required
        maxLength={ASSET_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={fieldError('name')}
        disabled={saving}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={ASSET_DESCRIPTION_MAX}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={fieldError('description')}
        disabled={saving}
      />
      {html ? (
        <Input.Wrapper label="Body" error={fieldError('assetData')}>
          <RichTextEditor editor={editor} aria-label="Body">
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Code />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H1 />
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Blockquote />
                <RichTextEditor.CodeBlock />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content />
          </RichTextEditor>
        </Input.Wrapper>
      ) : (
        <FileInput
          label={type === 'Photograph' ? 'Photograph' : `${type} file`}
          description={
            initial?.file_kind === fileKind && !file ? 'A file is saved: choose another to replace it.' : undefined
          }
          accept={fileKind ? ACCEPT[fileKind] : undefined}
          value={file}
          onChange={(f) => void chooseFile(f)}
          error={fieldError('asset')}
          disabled={saving}
          clearable
        />
      )}
      <Group align="flex-end" gap="sm">
        <Button variant="light" onClick={() => setCoverOpen(true)} disabled={saving}>
          {cover || initial?.image ? 'Change cover' : 'Add cover'}
        </Button>
        {(cover ?? initial?.image) && (
          <Image src={cover ?? initial?.image} alt="Cover" h={56} w={80} radius="sm" fit="cover" />
        )}
      </Group>
      {fieldError('image') && (
        <Text c="red" size="sm">
          {fieldError('image')}
        </Text>
      )}
      <Group grow align="flex-start">
        <NumberInput
          label="Price"
          description="Leave empty when it is not sold on its own."
          min={0}
          decimalScale={minorDigits(currency)}
          value={price}
          onChange={(v) => setPrice(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
          error={fieldError('price')}
          disabled={saving}
        />
        <Select
          label="Currency"
          data={[...OFFERED_CURRENCIES]}
          value={currency}
          onChange={(v) => v && setCurrency(v)}
          allowDeselect={false}
          disabled={saving}
        />
      </Group>
      {tiers.length > 0 && (
        <MultiSelect
          label="Tiers"
          description="Subscribers of these tiers get the asset in full."
          data={tiers.map((t) => ({ value: String(t.id), label: t.name }))}
          value={tierIds}
          onChange={setTierIds}
          error={fieldError('tier_ids')}
          disabled={saving}
        />
      )}
      {products.length > 0 && (
        <MultiSelect
          label="Products"
          data={products.map((p) => ({ value: String(p.id), label: p.name }))}
          value={productIds}
          onChange={setProductIds}
          error={fieldError('product_ids')}
          disabled={saving}
        />
      )}
      <MultiSelect
        label="Categories"
        data={(categories.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={categoryIds}
        onChange={setCategoryIds}
        disabled={saving}
      />
      <Switch
        label="Published"
        checked={published}
        onChange={(e) => setPublished(e.currentTarget.checked)}
        disabled={saving}
      />
      <Switch
        label="Free for everyone (allow access without buying)"
        checked={openAccess}
        onChange={(e) => setOpenAccess(e.currentTarget.checked)}
        disabled={saving}
      />
      {error &&
        !['name', 'description', 'assetData', 'asset', 'price', 'tier_ids', 'product_ids', 'image'].includes(
          error.field ?? '',
        ) && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
      <Group>
        <Button type="submit" loading={saving}>
          {initial ? 'Save changes' : 'Create asset'}
        </Button>
      </Group>
      <ImageUploadDialog
        opened={coverOpen}
        title="Cover"
        use="image"
        aspect={CROP_RATIOS.assetCard}
        onSave={(image) => {
          setCover(image.dataUrl);
          setCoverOpen(false);
        }}
        onClose={() => setCoverOpen(false)}
      />
    </Stack>
  );
}
