import { AspectRatio, Image } from '@mantine/core';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import './event-widgets.css';

// spec 001 §8 'Broken image': a placeholder in the event crop's shape (1.913), drawn inline so it never fails.
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="382" height="200" viewBox="0 0 382 200">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#25262b"/><stop offset="1" stop-color="#862e9c"/></linearGradient></defs>' +
  '<rect width="382" height="200" fill="url(#g)"/>' +
  '<text x="191" y="110" font-family="system-ui,sans-serif" font-size="28" font-weight="800" fill="#fff" ' +
  'fill-opacity=".8" text-anchor="middle">Stagepass</text></svg>';
export const EVENT_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

export interface EventImageProps {
  src: string | null | undefined;
  /** The event's name: the picture shows the event. */
  alt: string;
  radius?: string | number;
}

/** An event's picture at the event crop ratio; the placeholder when it is missing or fails to load (spec 001 §8). */
export function EventImage({ src, alt, radius = 'sm' }: EventImageProps) {
  return (
    <AspectRatio ratio={CROP_RATIOS.event}>
      <Image src={src || null} fallbackSrc={EVENT_IMAGE_PLACEHOLDER} alt={alt} radius={radius} fit="cover" />
    </AspectRatio>
  );
}
