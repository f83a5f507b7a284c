import {
  Accordion,
  AspectRatio,
  Box,
  Button,
  Center,
  Group,
  Image,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { GalleryItem } from '@stagepass/contract/profiles/gallery';
import { ADD_MEDIA, GALLERY_TITLE, nextGalleryIndex } from '@stagepass/domain/media';
import { NO_GALLERY } from '@stagepass/domain/profiles';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { GALLERY_EMPTY_TEXTS as T } from '../gallery-texts';
import { MediaUploader } from './media-uploader';
import { MediaViewerModal, galleryItemLabel } from './media-viewer-modal';

export interface GalleryAccordionProps {
  /** The talent or business whose gallery it is. */
  ownerId: number;
  items: readonly GalleryItem[];
}

function Thumbnail({ item, position }: { item: GalleryItem; position: number }) {
  if (item.media_type === 'Image')
    return <Image src={item.url} alt={galleryItemLabel(item, position)} fit="cover" h="100%" w="100%" />;
  return (
    <Center h="100%" bg="dark.6" c="white">
      <Text fw={600} size="sm">
        {item.media_type === 'YouTube' ? '▶ YouTube' : '▶ Video'}
      </Text>
    </Center>
  );
}

/**
 * spec 001 §2 gallery accordion, on the talent and business profile pages: the photos and videos by index, each
 * opening the media viewer. The owner alone sees the media uploader (Add Media, and Replace in the viewer).
 */
export function GalleryAccordion({ ownerId, items }: GalleryAccordionProps) {
  const user = useCurrentUser();
  const isOwner = user?.user_id === ownerId;
  const [position, setPosition] = useState<number | null>(null);
  const [uploadAt, setUploadAt] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const next = nextGalleryIndex(items.map((i) => i.media_index));

  const openUploader = (index: number | null) => {
    setPosition(null);
    setUploadAt(index);
    setUploading(true);
  };

  return (
    // The open panel is the 'Gallery' region (labelled by its control, an h2).
    <Box component="section">
      <Accordion defaultValue="gallery" order={2} variant="separated">
        <Accordion.Item value="gallery">
          <Accordion.Control>{GALLERY_TITLE}</Accordion.Control>
          <Accordion.Panel>
            {/* The owner's empty gallery carries Add Media; a visitor reads only that it is empty. */}
            {items.length === 0 &&
              (isOwner && next !== null ? (
                <EmptyState
                  message={NO_GALLERY}
                  description={T.ownerHint}
                  action={{ label: ADD_MEDIA, onClick: () => openUploader(next) }}
                />
              ) : (
                <EmptyState message={NO_GALLERY} />
              ))}
            {items.length > 0 && (
              <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
                {items.map((item, i) => (
                  <UnstyledButton
                    key={item.media_index}
                    onClick={() => setPosition(i)}
                    aria-label={`Open ${galleryItemLabel(item, i)}`}
                    style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
                  >
                    <AspectRatio ratio={1}>
                      <Thumbnail item={item} position={i} />
                    </AspectRatio>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            )}
            {isOwner && next !== null && items.length > 0 && (
              <Group mt="sm">
                <Button variant="light" onClick={() => openUploader(next)}>
                  {ADD_MEDIA}
                </Button>
              </Group>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <MediaViewerModal
        items={items}
        position={position}
        onPositionChange={setPosition}
        ownerId={ownerId}
        onReplace={isOwner ? openUploader : undefined}
      />
      {isOwner && <MediaUploader opened={uploading} index={uploadAt} onClose={() => setUploading(false)} />}
    </Box>
  );
}
