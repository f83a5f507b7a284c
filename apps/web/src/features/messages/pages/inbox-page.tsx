import { Alert, Anchor, Badge, Box, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { InboxEvent } from '@stagepass/contract/messages/fields';
import { eventDateText, eventPath } from '@stagepass/domain/events';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useCurrentUser, useDashboardPath } from '../../accounts/hooks/use-session';
import { parseId } from '../../events/lib/event-links';
import { ConversationList, StartableList, UnreadBadge, type Selection } from '../components/conversation-list';
import { MessageThread } from '../components/message-thread';
import { ReplyForm } from '../components/reply-form';
import { useMessageStreamStatus } from '../hooks/message-stream-status';
import { POLL_MS, type StreamStatus } from '../hooks/use-message-stream';
import { MESSAGES_TEXTS as T } from '../messages-texts';
import classes from './inbox-page.module.css';

const INBOX_PATH = '/dash/inbox';
// Below Mantine's md breakpoint there is room for one pane: the list, or the open conversation with a way back.
const ONE_PANE_QUERY = '(max-width: 61.99em)';

/**
 * /dash/inbox (spec 001 §2 /inbox 'Messages', the four signed-in roles): the member's conversations grouped per event
 * with unread counts, and the open one (?event=&friend=): its thread, read as it is opened, and a reply box. New
 * messages arrive without a reload through the message stream; while it is closed, the inbox polls every 20 s.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const selected: Selection = {
    eventId: parseId(params.get('event') ?? undefined),
    friendId: parseId(params.get('friend') ?? undefined),
  };
  // The dashboard's one stream (MessageStreamProvider in the dash layout): the inbox opens no second one.
  const status = useMessageStreamStatus();
  const poll = status === 'live' ? false : POLL_MS;
  const list = useRequest('get_messages', {}, { refetchInterval: poll });

  const select = (eventId: number, friendId?: number) =>
    setParams(
      friendId === undefined ? { event: String(eventId) } : { event: String(eventId), friend: String(friendId) },
    );

  const onePane = useMediaQuery(ONE_PANE_QUERY, undefined, { getInitialValueInEffect: false });
  const open = selected.eventId !== null;

  const listPane = (
    <Stack gap="md" component="nav" aria-label={T.conversationsHeading}>
      {list.isPending ? (
        <Stack aria-busy="true" aria-label={T.loadingInbox}>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : list.isError ? (
        <Alert color="red">{list.error.message}</Alert>
      ) : (
        <>
          {list.data.events.length === 0 ? (
            <InboxEmpty canStart={list.data.startable.length > 0} />
          ) : (
            <ConversationList
              events={list.data.events}
              selected={selected}
              onSelect={select}
              now={list.dataUpdatedAt}
            />
          )}
          <StartableList events={list.data.startable} onSelect={(id) => select(id)} />
        </>
      )}
    </Stack>
  );
  const conversationPane =
    selected.eventId === null ? (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed">{T.pickConversation}</Text>
      </Card>
    ) : (
      <EventPane
        key={`${selected.eventId}:${selected.friendId ?? ''}`}
        eventId={selected.eventId}
        friendId={selected.friendId}
        poll={poll}
        onSelect={select}
        fill={!onePane}
      />
    );

  return (
    <Container size="lg" py="md" className={onePane ? undefined : classes.page}>
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Title order={1} size="h2">
            {T.pageTitle}
          </Title>
          {list.data && <UnreadBadge count={list.data.unread} />}
        </Group>
        <LiveBadge status={status} />
      </Group>
      {onePane ? (
        open ? (
          <Stack gap="sm">
            <Button
              component={Link}
              to={INBOX_PATH}
              variant="subtle"
              size="compact-sm"
              leftSection={<span aria-hidden="true">←</span>}
              style={{ alignSelf: 'flex-start' }}
            >
              {T.backToInbox}
            </Button>
            {conversationPane}
          </Stack>
        ) : (
          listPane
        )
      ) : (
        // Two panes, each scrolling on its own inside the window: the list, and the open conversation.
        <div className={classes.panes}>
          <Box className={classes.listPane}>{listPane}</Box>
          <Box className={classes.conversationPane}>{conversationPane}</Box>
        </div>
      )}
    </Container>
  );
}

/** No conversation yet: start one from the events below, or find an event from the dashboard. */
function InboxEmpty({ canStart }: { canStart: boolean }) {
  const dashboard = useDashboardPath();
  if (canStart) return <Text c="dimmed">{T.inboxEmptyStart}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text c="dimmed">{T.inboxEmpty}</Text>
      <Button component={Link} to={dashboard} size="xs" variant="light">
        {T.toDashboard}
      </Button>
    </Stack>
  );
}

function LiveBadge({ status }: { status: StreamStatus }) {
  if (status === 'connecting') return null;
  return (
    <Badge variant="dot" color={status === 'live' ? 'teal' : 'gray'} aria-live="polite">
      {status === 'live' ? T.live : T.polling}
    </Badge>
  );
}

/**
 * One event of the inbox: a thread with `friendId`, or, for the event's business with nobody chosen, the people it
 * may write to. Talent and fans write to the business (the server's default friend).
 */
function EventPane({
  eventId,
  friendId,
  poll,
  onSelect,
  fill,
}: {
  eventId: number;
  friendId: number | null;
  poll: number | false;
  onSelect: (eventId: number, friendId?: number) => void;
  /** Fill the desktop's pane: the thread scrolls between the heading and the reply box. */
  fill: boolean;
}) {
  const me = useCurrentUser()?.user_id;
  const query = useRequest(
    'get_messages',
    friendId === null ? { event_id: eventId } : { event_id: eventId, friend_id: friendId },
    { refetchInterval: poll, meta: { silent: true } },
  );
  const group: InboxEvent | undefined = query.data?.events[0];
  const messages = query.data?.messages ?? null;

  // Opening the thread reads it: the friend's unread messages are marked read (once each), and keep their badge here.
  const mark = useRequestMutation('mark_messages_as_read', {
    invalidates: ['get_messages', 'business_events_query', 'specialist_event_query'],
    meta: { silent: true },
  });
  const asked = useRef(new Set<number>());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const unread = (messages ?? [])
      .filter((m) => !m.mine && m.read_at === null && !asked.current.has(m.message_id))
      .map((m) => m.message_id);
    if (unread.length === 0) return;
    for (const id of unread) asked.current.add(id);
    setFresh((prev) => new Set([...prev, ...unread]));
    mark.mutate({ message_ids: unread });
  }, [messages, mark]);

  const send = useRequestMutation('set_message', { invalidates: ['get_messages'], meta: { silent: true } });

  if (query.isPending) return <Skeleton h={320} aria-busy="true" aria-label={T.loadingThread} />;
  if (query.isError || !group)
    return (
      <Alert color="gray" title={query.error?.message}>
        <Anchor component={Link} to={INBOX_PATH}>
          {T.backToInbox}
        </Anchor>
      </Alert>
    );

  const friend =
    friendId !== null
      ? group.conversations.find((c) => c.friend_id === friendId)
      : me !== group.business_id
        ? group.conversations.find((c) => c.friend_id === group.business_id)
        : undefined;
  const headingId = `inbox-pane-${eventId}`;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      className={fill ? classes.fill : undefined}
    >
      <Stack gap="md" className={fill ? classes.fill : undefined}>
        <Stack gap={2}>
          <Title order={2} size="h3" id={headingId}>
            {friend ? T.conversationWith(friend.name) : group.event_name}
          </Title>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={eventPath(group.event_id)} size="sm">
              {group.event_name}
            </Anchor>
            {` · ${eventDateText(group.start_time, group.time_zone)} · ${group.business_name}`}
          </Text>
        </Stack>

        {!friend ? (
          <PeoplePicker group={group} onSelect={(id) => onSelect(eventId, id)} now={query.dataUpdatedAt} />
        ) : (
          <>
            {/* Focusable while it scrolls on its own, so the keyboard can scroll it too. */}
            <div className={fill ? classes.thread : undefined} tabIndex={fill ? 0 : undefined}>
              <MessageThread
                messages={messages ?? []}
                friendName={friend.name}
                eventName={group.event_name}
                fresh={fresh}
                now={query.dataUpdatedAt}
              />
            </div>
            {friend.can_reply ? (
              <ReplyForm
                onSend={(text) => send.mutateAsync({ friend_id: friend.friend_id, event_id: eventId, message: text })}
              />
            ) : (
              <Text c="dimmed" size="sm">
                {T.cannotReply}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The business of an event chooses who to write to: everyone with a conversation, then its talent and fans. */
function PeoplePicker({
  group,
  onSelect,
  now,
}: {
  group: InboxEvent;
  onSelect: (friendId: number) => void;
  now: number;
}) {
  if (group.conversations.length === 0)
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{T.nobodyYet}</Text>
        <Button component={Link} to={eventPath(group.event_id)} size="xs" variant="light">
          {T.viewEvent}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">{T.pickPerson}</Text>
      <ConversationList
        events={[group]}
        selected={{ eventId: null, friendId: null }}
        onSelect={(_, id) => id !== undefined && onSelect(id)}
        now={now}
      />
    </Stack>
  );
}
