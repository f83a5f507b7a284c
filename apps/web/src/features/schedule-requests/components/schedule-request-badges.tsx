import { Badge, Group } from '@mantine/core';
import { SCHEDULE_REQUEST_BADGES } from '@stagepass/domain/schedule-requests';

/** spec 001 §4: each schedule request badge's colour. */
const BADGE_COLOR: Record<string, string> = {
  [SCHEDULE_REQUEST_BADGES.created]: 'teal',
  [SCHEDULE_REQUEST_BADGES.declined]: 'gray',
  [SCHEDULE_REQUEST_BADGES.newInquiry]: 'orange',
  [SCHEDULE_REQUEST_BADGES.newMessage]: 'blue',
};

/** The badges the server computed for a request (spec 001 §4), as a list. */
export function ScheduleRequestBadges({ badges }: { badges: readonly string[] }) {
  if (badges.length === 0) return null;
  return (
    <Group gap={6} aria-label="Badges" role="list">
      {badges.map((b) => (
        <Badge key={b} role="listitem" size="sm" variant="light" color={BADGE_COLOR[b] ?? 'gray'}>
          {b}
        </Badge>
      ))}
    </Group>
  );
}
