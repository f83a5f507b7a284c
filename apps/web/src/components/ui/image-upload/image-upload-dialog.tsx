import { Alert, Box, Button, FileButton, Group, Image, Modal, Slider, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
import type { ImageUse } from '@stagepass/domain/images';
import { type CroppedImage, type PixelArea, cropImage, initialCropArea, maxZoomFor } from './crop-image';
import { type ImageDecoder, type LoadedImage, ImageUploadError, decodeImage, loadImageFile } from './image-file';

export interface ImageUploadDialogProps {
  opened: boolean;
  title: string;
  /** Which size message the spec words (§5): profile picture, post image or any image. */
  use: ImageUse;
  /** Width / height of the crop (CROP_RATIOS, or 1 for the profile picture). */
  aspect: number;
  /** spec 000 §2.13: the profile picture crop is a circle. */
  circular?: boolean;
  saveLabel?: string;
  saving?: boolean;
  onSave: (image: CroppedImage) => void;
  onClose: () => void;
  /** Tests replace the decoder: jsdom decodes no pictures. */
  decode?: ImageDecoder;
}

export const CHOOSE_IMAGE = 'Choose Image';
export const CROP_IMAGE = 'Crop Image';
export const CROPPED_PREVIEW = 'Cropped preview';

/**
 * spec 000 §2.13: choose a file, crop, confirm, preview. Save is enabled only when both a cropped image
 * and its binary exist.
 */
export function ImageUploadDialog(props: ImageUploadDialogProps) {
  // The body unmounts with the closed modal, so each opening starts again at the choice.
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      size="lg"
    >
      <DialogBody {...props} />
    </Modal>
  );
}

function DialogBody(props: ImageUploadDialogProps) {
  const { use, aspect, circular = false, saveLabel = 'Save', saving = false, onSave, onClose } = props;
  const decode = props.decode ?? decodeImage;
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<LoadedImage | null>(null);
  const [initialArea, setInitialArea] = useState<PixelArea | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [cropped, setCropped] = useState<CroppedImage | null>(null);
  const [cropping, setCropping] = useState(false);
  const area = useRef<PixelArea | null>(null);
  const resetRef = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    setError(null);
    setCropped(null);
    try {
      const image = await loadImageFile(file, use, decode);
      const first = initialCropArea(image.width, image.height, aspect);
      area.current = first;
      setInitialArea(first);
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      setLoaded(image);
    } catch (e) {
      setLoaded(null);
      setError(e instanceof ImageUploadError ? e.message : String(e));
    }
  };

  const doCrop = async () => {
    if (!loaded) return;
    setCropping(true);
    try {
      setCropped(await cropImage(loaded.dataUrl, area.current));
    } catch (e) {
      console.error('Crop failed', e);
      setError(e instanceof ImageUploadError ? e.message : 'Unable to load image');
    } finally {
      setCropping(false);
    }
  };

  const maxZoom = loaded ? maxZoomFor(loaded.width, loaded.height, aspect) : 1;
  const canSave = Boolean(cropped?.dataUrl && cropped.blob);

  return (
    <Stack>
      <Group>
        <FileButton resetRef={resetRef} onChange={(f) => void choose(f)} accept="image/png,image/jpeg">
          {(p) => (
            <Button variant="light" {...p}>
              {CHOOSE_IMAGE}
            </Button>
          )}
        </FileButton>
        {!loaded && !error && <Text size="sm">JPG or PNG, at least 150 x 150 pixels, up to 7.5 MB.</Text>}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {loaded && !cropped && (
        <>
          <Box pos="relative" h={320} bg="dark.7" data-testid="image-cropper">
            <Cropper
              image={loaded.dataUrl}
              crop={crop}
              zoom={zoom}
              maxZoom={maxZoom}
              aspect={aspect}
              cropShape={circular ? 'round' : 'rect'}
              showGrid={!circular}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              initialCroppedAreaPixels={initialArea ?? undefined}
              onCropComplete={(_: Area, pixels: Area) => {
                area.current = pixels;
              }}
            />
          </Box>
          <Slider aria-label="Zoom" min={1} max={maxZoom} step={0.01} value={zoom} onChange={setZoom} label={null} />
          <Button onClick={() => void doCrop()} loading={cropping} style={{ alignSelf: 'flex-start' }}>
            {CROP_IMAGE}
          </Button>
        </>
      )}
      {cropped && (
        <Stack align="center" gap="xs">
          <Image
            src={cropped.dataUrl}
            alt={CROPPED_PREVIEW}
            w={200}
            h={200 / aspect}
            radius={circular ? 1000 : 'sm'}
            fit="cover"
          />
          <Button variant="subtle" size="xs" onClick={() => setCropped(null)}>
            Crop again
          </Button>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => cropped && onSave(cropped)} disabled={!canSave} loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
