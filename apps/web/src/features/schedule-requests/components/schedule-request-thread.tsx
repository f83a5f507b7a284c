import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ThreadMessage } from '@stagepass/contract/schedule-requests/fields';
import { eventDateText, eventTimeText } from '@stagepass/domain/events';
import { SCHEDULE_REQUEST_BADGES } from '@stagepass/domain/schedule-requests';
import { SCHEDULE_REQUEST_TEXTS as T } from '../schedule-request-texts';

export interface ScheduleRequestThreadProps {
  messages: readonly ThreadMessage[];
  /** Whose side reads it: their own messages read 'You'. */
  viewer: 'business' | 'talent';
  /** The time zone the times are shown in (the event's). */
  timeZone: string;
}

/** A schedule request's thread, oldest first; the other side's unread ones carry 'New Message'. */
export function ScheduleRequestThread({ messages, viewer, timeZone }: ScheduleRequestThreadProps) {
  if (messages.length === 0) return <Text c="dimmed">{T.threadEmpty}</Text>;
  return (
    <Stack gap="xs" role="list" aria-label={T.threadHeading}>
      {messages.map((m) => {
        const mine = m.from === viewer;
        return (
          <Paper
            key={m.id}
            role="listitem"
            withBorder
            p="xs"
            radius="md"
            ml={mine ? 'xl' : 0}
            mr={mine ? 0 : 'xl'}
            bg={mine ? 'var(--mantine-color-default-hover)' : undefined}
          >
            <Group justify="space-between" gap="xs">
              <Text size="xs" fw={700}>
                {mine ? T.you : m.from_name}
              </Text>
              <Group gap={6}>
                {m.new && (
                  <Badge size="xs" variant="light" color="blue">
                    {SCHEDULE_REQUEST_BADGES.newMessage}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {`${eventDateText(m.created_at, timeZone)} · ${eventTimeText(m.created_at, timeZone)}`}
                </Text>
              </Group>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {m.message}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
