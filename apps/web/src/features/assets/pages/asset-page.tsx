import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AssetView } from '@stagepass/contract/assets/fields';
import {
  ASSET_DELETED,
  ASSET_NOT_FOUND,
  ASSET_NO_PREVIEW,
  DOWNLOAD_FAILED,
  PREVIEW_BADGE,
  isAudioAsset,
  isHtmlAsset,
  playlistEntry,
} from '@stagepass/domain/assets';
import { talentProfilePath } from '@stagepass/domain/profiles';
import { notify } from '../../../components/ui/notify';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { RpcError, rpc } from '../../../lib/rpc';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { positionFields, useKnownPosition } from '../../catalogue/hooks/use-known-position';
import { parseId } from '../../events/lib/event-links';
import { PostThread } from '../../posts/components/post-thread';
import { ProfileNotFound } from '../../profiles/components/profile-states';
import { saveDownload } from '../api/asset-files';
import { ASSET_IMAGE_PLACEHOLDER } from '../components/asset-card';
import { AssetForm } from '../components/asset-form';
import { AudioPlayer } from '../components/audio-player';
import { BuyAsset } from '../components/buy-asset';
import { SafeHtml } from '../components/safe-html';
import '../styles/assets.css';

/**
 * /dash/asset/{assetId} (spec 001 §2, everyone): the asset page. Blogs and newsletters load their inline content
 * (get_assets with assetId and inline, sanitised again on display) then their comments; videos, songs and podcasts
 * load the player and the post with its comments; photographs load in a buffered view (the preview image in preview
 * mode). The 'Preview' badge shows when allow_access is false: the viewer gets the preview only, and may buy it.
 * Those with access download it ('download failed' on a 204); the owner edits or deletes it.
 */
export function AssetPage() {
  const params = useParams();
  const assetId = parseId(params.assetId);
  // spec 001 §9: the price in the visitor's currency, by the browser's position when it already gave one.
  const position = useKnownPosition();
  const query = useRequest(
    'user_get_asset',
    { asset_id: assetId ?? 0, ...positionFields(position) },
    { enabled: assetId !== null && position !== undefined, retry: false, meta: { silent: true } },
  );

  let body;
  if (assetId !== null && query.isPending) body = <Skeleton h={400} aria-label="Loading the asset" />;
  else if (assetId === null || query.isError || !query.data)
    body = <ProfileNotFound title={ASSET_NOT_FOUND} error={query.error} />;
  else body = <AssetDetails asset={query.data.asset} priceText={query.data.price_text} />;

  return (
    <Container size="md" py="md">
      {body}
    </Container>
  );
}

function AssetDetails({ asset, priceText }: { asset: AssetView; priceText: string | null }) {
  const loggedIn = useIsLoggedIn();
  const preview = !asset.allow_access;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{asset.type}</Badge>
          {preview && (
            <Badge color="yellow" data-testid="preview-badge">
              {PREVIEW_BADGE}
            </Badge>
          )}
          {!asset.published && <Badge color="gray">Unpublished</Badge>}
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {asset.name}
        </Title>
        <Group gap="xs">
          <UserAvatar name={asset.creator_name} image={asset.creator_photo} size={28} decorative />
          <Anchor component={Link} to={talentProfilePath(asset.owner_id)} size="sm" fw={600}>
            {asset.creator_name}
          </Anchor>
          {priceText && (
            <Text size="sm" c="dimmed">
              · {priceText}
            </Text>
          )}
        </Group>
        {asset.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{asset.description}</Text>}
      </Stack>

      <AssetContent asset={asset} />

      <Group gap="sm">
        <BuyAsset asset={asset} priceText={priceText} />
        {loggedIn && asset.allow_access && asset.file_kind !== null && <DownloadButton asset={asset} />}
        {asset.is_owner && <OwnerActions asset={asset} />}
      </Group>

      <AssetComments asset={asset} />
    </Stack>
  );
}

/** What the asset is, by its type: the body, the player, the video, or the photograph. */
function AssetContent({ asset }: { asset: AssetView }) {
  if (isHtmlAsset(asset.type)) return <InlineBody asset={asset} />;
  if (asset.type === 'Photograph') return <BufferedPhoto asset={asset} />;
  return <MediaPlayer asset={asset} />;
}

function InlineBody({ asset }: { asset: AssetView }) {
  const inline = useRequest('get_assets', { assetId: asset.id, inline: true }, { enabled: asset.allow_access });
  if (!asset.allow_access)
    return (
      <Stack gap="xs" data-testid="asset-preview">
        {asset.preview && <Text style={{ whiteSpace: 'pre-wrap' }}>{asset.preview}</Text>}
      </Stack>
    );
  if (inline.isPending) return <Skeleton h={200} aria-label="Loading the body" />;
  const html = inline.data?.assets[0]?.asset_data;
  return html ? <SafeHtml html={html} label={`Body of ${asset.name}`} /> : null;
}

function MediaPlayer({ asset }: { asset: AssetView }) {
  const video = asset.type === 'Video';
  const stream = useRequest('stream_media', { asset_id: asset.id, ...(video ? { video: true } : {}) });
  if (stream.isPending) return <Skeleton h={120} aria-label="Loading the player" />;
  const url = stream.data?.url;
  if (!stream.data || !url) return <Alert color="gray">{ASSET_NO_PREVIEW}</Alert>;
  if (isAudioAsset(asset.type)) return <AudioPlayer entries={[playlistEntry(asset, url, stream.data.preview)]} />;
  return (
    <video src={url} controls preload="metadata" style={{ width: '100%', borderRadius: 8 }} aria-label={asset.name} />
  );
}

/**
 * spec 001 §2: 'photographs load in a buffered view (preview image in preview mode)': the picture is read into a
 * buffer (a Blob) and shown from it; with access the photograph itself (download_asset view), else its preview.
 */
function BufferedPhoto({ asset }: { asset: AssetView }) {
  const loggedIn = useIsLoggedIn();
  const buffered = useQuery({
    queryKey: ['asset-photo', asset.id, asset.allow_access, loggedIn],
    queryFn: async () => {
      // A member with access views it through download_asset (view); a visitor through stream_media.
      const url =
        asset.allow_access && loggedIn
          ? (await rpc('download_asset', { asset_id: asset.id, view: true })).url
          : (await rpc('stream_media', { asset_id: asset.id, ...(asset.allow_access ? {} : { preview: true }) })).url;
      if (!url) return null;
      const res = await fetch(url, { credentials: 'include' });
      if (!res.ok) throw new RpcError(ASSET_NO_PREVIEW, `HTTP_${res.status}`, res.status);
      return URL.createObjectURL(await res.blob());
    },
    // The buffer lives as long as the view: dropped (and its object URL revoked) when the page leaves.
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  useEffect(() => {
    const href = buffered.data;
    return () => {
      if (href) URL.revokeObjectURL(href);
    };
  }, [buffered.data]);
  if (buffered.isPending) return <Skeleton h={320} aria-label="Loading the photograph" />;
  if (!buffered.data) return <Alert color="gray">{ASSET_NO_PREVIEW}</Alert>;
  return (
    <Image
      src={buffered.data}
      fallbackSrc={ASSET_IMAGE_PLACEHOLDER}
      alt={asset.name}
      radius="md"
      className="asset-photo"
      data-testid="asset-photo"
    />
  );
}

function DownloadButton({ asset }: { asset: AssetView }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const link = await rpc('download_asset', { asset_id: asset.id });
      await saveDownload(link.url, link.filename);
    } catch (e) {
      notify(2, e instanceof RpcError ? e.message : DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void download()} loading={busy}>
      Download
    </Button>
  );
}

function OwnerActions({ asset }: { asset: AssetView }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const remove = useRequestMutation('delete_asset', {
    invalidates: ['get_assets', 'get_assets_for_product'],
    onSuccess: () => {
      notify(1, ASSET_DELETED);
      void navigate(talentProfilePath(asset.owner_id), { replace: true });
    },
  });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete Asset?',
      children: <Text size="sm">{asset.name}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ asset_id: asset.id }),
    });
  return (
    <>
      <Button variant="light" onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button variant="light" color="red" onClick={confirmDelete} loading={remove.isPending}>
        Delete
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing}
        onClose={() => setEditing(false)}
        title={`Edit ${asset.name}`}
        size="lg"
      >
        <AssetForm initial={asset} onSaved={() => setEditing(false)} />
      </Modal>
    </>
  );
}

/** The asset's comments: its post's thread (get_posts with asset_id), under the content. */
function AssetComments({ asset }: { asset: AssetView }) {
  const posts = useRequest('get_posts', { asset_id: asset.id }, { enabled: asset.post_id !== null });
  const post = posts.data?.posts[0];
  if (asset.post_id === null) return null;
  if (posts.isPending) return <Skeleton h={160} aria-label="Loading the comments" />;
  if (!post) return null;
  return <PostThread post={post} nowMs={posts.dataUpdatedAt} />;
}
