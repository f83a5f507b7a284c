import { Anchor, AspectRatio, Box, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { GalleryItem } from '@stagepass/contract/profiles/gallery';
import {
  MEDIA_VIEWER_TITLE,
  REPLACE_MEDIA,
  WATCH_ON_YOUTUBE,
  YOUTUBE_EMBED_SANDBOX,
  youTubeEmbedUrl,
} from '@stagepass/domain/media';
import { REPORT_TYPES } from '@stagepass/domain/reports';
import { FlagAsInappropriate } from '../../reports/components/flag-as-inappropriate';

export interface MediaViewerModalProps {
  items: readonly GalleryItem[];
  /** The position in `items` shown; null when closed. */
  position: number | null;
  onPositionChange: (position: number | null) => void;
  /** The gallery's owner: others may flag an item (a media report, spec 001 §7 type 5). */
  ownerId: number;
  /** The owner replaces the item shown (the uploader at its index). */
  onReplace?: (mediaIndex: number) => void;
}

/** What an item is, in words (its alt text and the viewer's caption). */
export function galleryItemLabel(item: GalleryItem, position: number): string {
  const what = item.media_type === 'Image' ? 'Photo' : item.media_type === 'Video' ? 'Video' : 'YouTube video';
  return `${what} ${position + 1}`;
}

/**
 * spec 001 §2 media viewer modal: one gallery item at a time, large, with Previous and Next. A photo or an uploaded
 * video plays here; a YouTube item plays in YouTube's privacy-enhanced embed (youtube-nocookie, the one outside frame
 * the content security policy allows), sandboxed, with a link to watch it on YouTube.
 */
export function MediaViewerModal({ items, position, onPositionChange, ownerId, onReplace }: MediaViewerModalProps) {
  const item = position === null ? undefined : items[position];
  const at = position ?? 0;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={item !== undefined}
      onClose={() => onPositionChange(null)}
      title={MEDIA_VIEWER_TITLE}
      size="xl"
      centered
    >
      {item && (
        <Stack>
          <Box ta="center">
            {item.media_type === 'Image' && (
              <Image src={item.url} alt={galleryItemLabel(item, at)} mah="70vh" fit="contain" radius="sm" />
            )}
            {item.media_type === 'Video' && (
              <video
                src={item.url}
                controls
                preload="metadata"
                aria-label={galleryItemLabel(item, at)}
                style={{ maxWidth: '100%', maxHeight: '70vh' }}
              />
            )}
            {item.media_type === 'YouTube' && (
              <Stack gap="xs">
                {item.youtube_id && (
                  <AspectRatio ratio={16 / 9} mah="70vh">
                    <iframe
                      src={youTubeEmbedUrl(item.youtube_id)}
                      title={galleryItemLabel(item, at)}
                      sandbox={YOUTUBE_EMBED_SANDBOX}
                      allow="encrypted-media; picture-in-picture; fullscreen"
                      referrerPolicy="strict-origin-when-cross-origin"
                      loading="lazy"
                      style={{ border: 0 }}
                    />
                  </AspectRatio>
                )}
                <Anchor href={item.url} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                  {WATCH_ON_YOUTUBE}
                </Anchor>
              </Stack>
            )}
          </Box>
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={at === 0} onClick={() => onPositionChange(at - 1)}>
                Previous
              </Button>
              <Text size="sm" c="dimmed">
                {at + 1} of {items.length}
              </Text>
              <Button
                variant="default"
                size="xs"
                disabled={at >= items.length - 1}
                onClick={() => onPositionChange(at + 1)}
              >
                Next
              </Button>
            </Group>
            <Group gap="xs">
              {onReplace && (
                <Button variant="light" size="xs" onClick={() => onReplace(item.media_index)}>
                  {REPLACE_MEDIA}
                </Button>
              )}
              <FlagAsInappropriate
                item={{ type: REPORT_TYPES.media, user_id: ownerId, media_index: item.media_index }}
                ownerId={ownerId}
                size="xs"
              />
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
