import { Avatar, Tooltip } from '@mantine/core';
import './event-widgets.css';

/** A booked talent as event cards carry them (spec 001 §3 celebs): [id, name, photo]. */
export type Celeb = readonly [number, string, string | null];

const SHOWN = 4;

/** spec 001 §2 event card: the booked talent's thumbnails, a few and then '+N'. */
export function TalentThumbnails({ celebs, size = 'md' }: { celebs: readonly Celeb[]; size?: 'sm' | 'md' | 'lg' }) {
  if (celebs.length === 0) return null;
  const shown = celebs.slice(0, SHOWN);
  const more = celebs.length - shown.length;
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing="sm" role="list" aria-label="Talent">
        {shown.map(([id, name, photo]) => (
          <Tooltip key={id} label={name} withinPortal={false}>
            <Avatar role="listitem" src={photo || null} alt={name} name={name} size={size} radius="xl" />
          </Tooltip>
        ))}
        {more > 0 && (
          <Avatar role="listitem" size={size} radius="xl" aria-label={`and ${more} more`}>
            +{more}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
