import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Conversation, InboxEvent } from '@stagepass/contract/messages/fields';
import { countDisplay } from '@stagepass/domain/counts';
import { eventDateText } from '@stagepass/domain/events';
import { relativeDate } from '@stagepass/domain/format';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { MESSAGES_TEXTS as T } from '../messages-texts';

export interface Selection {
  eventId: number | null;
  friendId: number | null;
}

export interface ConversationListProps {
  /** get_messages without event_id: the caller's conversations, grouped per event. */
  events: readonly InboxEvent[];
  selected: Selection;
  onSelect: (eventId: number, friendId?: number) => void;
  /** When the list was read: message times read relative to it. */
  now: number;
}

/** spec 001 §2 /inbox: the conversations grouped per event, each group and conversation with its unread count. */
export function ConversationList({ events, selected, onSelect, now }: ConversationListProps) {
  if (events.length === 0) return <Text c="dimmed">{T.inboxEmpty}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.conversationsHeading}>
      {events.map((e) => {
        const headingId = `inbox-event-${e.event_id}`;
        return (
          <Paper key={e.event_id} component="li" withBorder radius="md" p="xs" aria-labelledby={headingId}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                  {e.event_name}
                </Title>
                <Text size="xs" c="dimmed">
                  {eventDateText(e.start_time, e.time_zone)}
                </Text>
              </Stack>
              <UnreadBadge count={e.unread} />
            </Group>
            <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {e.conversations.map((c) => (
                <ConversationRow
                  key={c.friend_id}
                  conversation={c}
                  active={selected.eventId === e.event_id && selected.friendId === c.friend_id}
                  onOpen={() => onSelect(e.event_id, c.friend_id)}
                  now={now}
                />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** An unread count as a badge: a badge marks something new, so none at zero; the number as §9 counts are shown. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  // blue.8: white on Mantine's blue.6 is 3.5:1, under WCAG AA's 4.5:1.
  return (
    <Badge size="sm" circle={count < 10} color="blue.8" aria-label={T.unread(count)}>
      {countDisplay('plain', count)}
    </Badge>
  );
}

function ConversationRow({
  conversation: c,
  active,
  onOpen,
  now,
}: {
  conversation: Conversation;
  active: boolean;
  onOpen: () => void;
  now: number;
}) {
  return (
    <li>
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        p={6}
        aria-current={active || undefined}
        aria-label={`${T.conversationWith(c.name)}${c.unread > 0 ? `, ${T.unread(c.unread)}` : ''}`}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          background: active ? 'var(--mantine-color-default-hover)' : undefined,
        }}
      >
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <UserAvatar name={c.name} image={c.photo} decorative size="md" />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text fw={c.unread > 0 ? 700 : 500} size="sm" truncate>
                {c.name}
              </Text>
              <UnreadBadge count={c.unread} />
            </Group>
            <Text size="xs" c="dimmed">
              {T.roles[c.role]}
              {c.last_at ? ` · ${relativeDate(c.last_at, now)}` : ''}
            </Text>
            {c.last_message !== null && (
              <Text size="sm" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                {c.last_message}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The events the member may write about but has no conversation on yet. */
export function StartableList({
  events,
  onSelect,
}: {
  events: readonly InboxEvent[];
  onSelect: (eventId: number) => void;
}) {
  if (events.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="inbox-start-heading">
      <Title order={2} size="h5" id="inbox-start-heading">
        {T.startHeading}
      </Title>
      <Text size="xs" c="dimmed">
        {T.startHint}
      </Text>
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.map((e) => (
          <li key={e.event_id}>
            <UnstyledButton onClick={() => onSelect(e.event_id)} w="100%" p={6}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {e.event_name}
              </Text>
              <Text size="xs" c="dimmed">
                {`${eventDateText(e.start_time, e.time_zone)} · ${e.business_name}`}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
