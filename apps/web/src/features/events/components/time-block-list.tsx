import { Anchor, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { EventCard, SubEvent } from '@stagepass/contract/events/fields';
import { NO_TIME_BLOCKS, eventDateText, eventTimeText, requiredTalentText, venueDay } from '@stagepass/domain/events';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { EVENTS_EMPTY_TEXTS as T } from '../events-texts';
import { subEventLink } from '../lib/event-links';

/** An event's time blocks by start time (spec 001 §3 sb_event). */
export function sortedTimeBlocks(event: Pick<EventCard, 'sb_event'>): SubEvent[] {
  return Object.values(event.sb_event).sort((a, b) => Date.parse(a.sb_start_time) - Date.parse(b.sb_start_time));
}

function blockTimeText(sub: SubEvent, event: EventCard): string {
  const tz = event.time_zone;
  const sameDay = venueDay(sub.sb_start_time, tz) === venueDay(sub.sb_end_time, tz);
  const start = `${eventDateText(sub.sb_start_time, tz)}, ${eventTimeText(sub.sb_start_time, tz)}`;
  const end = sameDay
    ? eventTimeText(sub.sb_end_time, tz)
    : `${eventDateText(sub.sb_end_time, tz)}, ${eventTimeText(sub.sb_end_time, tz)}`;
  return `${start} – ${end}`;
}

/** The time blocks of an event with the talent each needs; the owner edits each one. */
export function TimeBlockList({ event, owner }: { event: EventCard; owner: boolean }) {
  const blocks = sortedTimeBlocks(event);
  const needsTraits = blocks.some((b) => Object.keys(b.traits_num).length > 0);
  const traits = useRequest('specialist_trait_query', {}, { enabled: needsTraits, staleTime: 10 * 60_000 });

  if (blocks.length === 0) {
    return <EmptyState message={NO_TIME_BLOCKS} description={owner ? T.timeBlocksHint : undefined} />;
  }

  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {blocks.map((b) => {
        const talent = traits.data ? requiredTalentText(b.traits_num, traits.data.traits) : [];
        const edit = subEventLink(event.event_id, b.sb_event_id);
        return (
          <Card component="li" key={b.sb_event_id} withBorder padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Text fw={700} size="sm">
                  {blockTimeText(b, event)}
                </Text>
                {talent.length > 0 && (
                  <Text size="sm" aria-label="Required talent">
                    {talent.join(', ')}
                  </Text>
                )}
                {b.notes && (
                  <Text size="sm" c="dimmed" className="event-description">
                    {b.notes}
                  </Text>
                )}
              </Stack>
              {owner && (
                <Anchor component={Link} to={edit.to} state={edit.state} size="sm">
                  Edit<VisuallyHidden> time block {blockTimeText(b, event)}</VisuallyHidden>
                </Anchor>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
