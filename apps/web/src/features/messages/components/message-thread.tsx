import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Message } from '@stagepass/contract/messages/fields';
import { relativeDate } from '@stagepass/domain/format';
import { NEW_MESSAGE } from '@stagepass/domain/messages';
import { MESSAGES_TEXTS as T } from '../messages-texts';

export interface MessageThreadProps {
  messages: readonly Message[];
  friendName: string;
  eventName: string;
  /** The friend's messages that were unread when the thread was opened: they carry 'New Message' (spec 001 §4). */
  fresh: ReadonlySet<number>;
  now: number;
}

/** One conversation, oldest first; the text is shown as text. It keeps the newest message in view. */
export function MessageThread({ messages, friendName, eventName, fresh, now }: MessageThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.message_id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last]);

  if (messages.length === 0) return <Text c="dimmed">{T.threadEmpty}</Text>;
  return (
    <Stack gap="xs" role="list" aria-label={T.messagesOf(friendName, eventName)}>
      {messages.map((m) => (
        <Paper
          key={m.message_id}
          role="listitem"
          withBorder
          p="xs"
          radius="md"
          ml={m.mine ? 'xl' : 0}
          mr={m.mine ? 0 : 'xl'}
          bg={m.mine ? 'var(--mantine-color-default-hover)' : undefined}
        >
          <Group justify="space-between" gap="xs">
            <Text size="xs" fw={700}>
              {m.mine ? T.you : friendName}
            </Text>
            <Group gap={6}>
              {fresh.has(m.message_id) && (
                <Badge size="xs" variant="light" color="blue">
                  {NEW_MESSAGE}
                </Badge>
              )}
              <Text size="xs" c="dimmed" component="time" dateTime={m.created_at}>
                {relativeDate(m.created_at, now)}
              </Text>
              {m.mine && m.read_at !== null && (
                <Text size="xs" c="dimmed">
                  {T.read}
                </Text>
              )}
            </Group>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.message}
          </Text>
        </Paper>
      ))}
      <div ref={end} />
    </Stack>
  );
}
