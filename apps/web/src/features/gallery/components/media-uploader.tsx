import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import {
  CHOOSE_VIDEO,
  MEDIA_UPLOADER_TITLE,
  MISSING_INDEX_MESSAGE,
  VIDEO_ACCEPT,
  YOUTUBE_URL_LABEL,
  YOUTUBE_URL_MESSAGE,
  videoFileProblem,
  youTubeIdOf,
  type GalleryMediaType,
} from '@stagepass/domain/media';
import { ImageUploadDialog, CHOOSE_IMAGE } from '../../../components/ui/image-upload/image-upload-dialog';
import type { ImageDecoder } from '../../../components/ui/image-upload/image-file';
import { notify } from '../../../components/ui/notify';
import { uploadFile } from '../api/upload-file';
import { useRequestMutation } from '../../../lib/use-request';

export const GALLERY_SAVED = 'Gallery updated';
const KIND_LABELS: Record<GalleryMediaType, string> = { Image: 'Image', YouTube: 'YouTube', Video: 'Video' };

export interface MediaUploaderProps {
  opened: boolean;
  onClose: () => void;
  /** The gallery index the item goes to (update_profile_image `portfolio`); missing: 'Please refresh the page.' */
  index: number | null | undefined;
  /** Tests replace the image decoder: jsdom decodes no pictures. */
  decode?: ImageDecoder;
}

/**
 * spec 001 §2 media uploader with crop, §5: an Image (the shared cropper, square, the §5 image rules), a YouTube
 * link (its id must be 11 characters) or a video up to 100 MB (sent to POST /api/upload first), put at `index` of
 * the owner's gallery with update_profile_image.
 */
export function MediaUploader({ opened, onClose, index, decode }: MediaUploaderProps) {
  const [kind, setKind] = useState<GalleryMediaType>('Image');
  const [cropping, setCropping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [youtube, setYoutube] = useState('');
  const [uploading, setUploading] = useState(false);
  // The profile pages read the gallery from specialist_query and business_query; the uploader shows its own failures.
  const save = useRequestMutation('update_profile_image', {
    invalidates: ['specialist_query', 'business_query'],
    meta: { silent: true },
  });

  const close = () => {
    setCropping(false);
    setError(null);
    setYoutube('');
    onClose();
  };
  const place = (media_type: GalleryMediaType, image: string) => {
    if (index === null || index === undefined) {
      setError(MISSING_INDEX_MESSAGE);
      return;
    }
    save.mutate(
      { media_type, image, portfolio: index },
      {
        onSuccess: () => {
          notify(1, GALLERY_SAVED);
          close();
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const submitYouTube = () => {
    const id = youTubeIdOf(youtube);
    if (!id) {
      setError(YOUTUBE_URL_MESSAGE);
      return;
    }
    setError(null);
    place('YouTube', id);
  };

  const chooseVideo = async (file: File | null) => {
    if (!file) return;
    const problem = videoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    if (index === null || index === undefined) {
      setError(MISSING_INDEX_MESSAGE);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      place('Video', uploaded.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };

  const busy = save.isPending || uploading;
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened && !cropping}
        onClose={close}
        title={MEDIA_UPLOADER_TITLE}
        centered
      >
        <Stack>
          <SegmentedControl
            aria-label="Media type"
            value={kind}
            onChange={(v) => {
              setKind(v as GalleryMediaType);
              setError(null);
            }}
            data={(Object.keys(KIND_LABELS) as GalleryMediaType[]).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            disabled={busy}
          />
          {kind === 'Image' && (
            <Stack gap="xs">
              <Text size="sm">JPG or PNG, at least 150 x 150 pixels, up to 7.5 MB, cropped square.</Text>
              <Button variant="light" onClick={() => setCropping(true)} style={{ alignSelf: 'flex-start' }}>
                {CHOOSE_IMAGE}
              </Button>
            </Stack>
          )}
          {kind === 'YouTube' && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submitYouTube();
              }}
            >
              <Stack gap="xs">
                <TextInput
                  label={YOUTUBE_URL_LABEL}
                  placeholder="https://www.youtube.com/watch?v=..."
                  value={youtube}
                  onChange={(e) => setYoutube(e.currentTarget.value)}
                  disabled={busy}
                />
                <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-end' }}>
                  Save
                </Button>
              </Stack>
            </form>
          )}
          {kind === 'Video' && (
            <Group>
              <FileButton onChange={(f) => void chooseVideo(f)} accept={VIDEO_ACCEPT} disabled={busy}>
                {(p) => (
                  <Button variant="light" {...p} loading={busy}>
                    {CHOOSE_VIDEO}
                  </Button>
                )}
              </FileButton>
              {uploading ? (
                <Loader size="xs" aria-label="Uploading" />
              ) : (
                <Text size="sm">MOV or MP4, up to 100 MB.</Text>
              )}
            </Group>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </Modal>
      <ImageUploadDialog
        opened={opened && cropping}
        title={MEDIA_UPLOADER_TITLE}
        use="image"
        aspect={CROP_RATIOS.square}
        saving={save.isPending}
        decode={decode}
        onClose={() => setCropping(false)}
        onSave={({ dataUrl }) => {
          setCropping(false);
          place('Image', dataUrl);
        }}
      />
    </>
  );
}
