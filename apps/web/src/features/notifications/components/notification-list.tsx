import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '@stagepass/contract/notifications/fields';
import { countDisplay } from '@stagepass/domain/counts';
import { relativeDate } from '@stagepass/domain/format';
import {
  NO_NOTIFICATIONS,
  NOTIFICATION_LIST_TITLE,
  NOTIFICATION_TAB_LABEL,
  NOTIFICATIONS_PAGE_MAX,
  SHOW_MORE_NOTIFICATIONS,
  deleteNotificationLabel,
  type NotificationState,
} from '@stagepass/domain/notifications';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { notificationLink } from '../lib/notification-links';
import { NOTIFICATIONS_EMPTY_TEXTS as T } from '../notifications-texts';

const PAGE = 20;

export interface NotificationListProps {
  /** spec 001 §2: one list for business events (BUSINESS_EVENT), one for talent events (SPECIALIST_EVENT). */
  type: 'BUSINESS_EVENT' | 'SPECIALIST_EVENT';
  /** The card's heading; by default the list's title for its type. */
  title?: string;
}

/**
 * spec 001 §2 Widgets, §4 Notifications: the member's notifications of one type, with Unread and Read tabs. Opening
 * an unread one marks it read; either tab can delete; after a mark or a delete the list is refetched. Opening a
 * talent notification goes to /dash/celeb-event/ (eventId, businessId, bidId, schId), a business one to its event.
 */
export function NotificationList({ type, title = NOTIFICATION_LIST_TITLE[type] }: NotificationListProps) {
  const [tab, setTab] = useState<NotificationState>('unread');
  const [limit, setLimit] = useState(PAGE);
  const query = useRequest('get_notifications', { type, state: tab, limit }, { meta: { silent: true } });
  const navigate = useNavigate();
  const mark = useRequestMutation('mark_notifications_as_read', { invalidates: ['get_notifications'] });
  const remove = useRequestMutation('delete_notifications', { invalidates: ['get_notifications'] });

  const open = (n: Notification) => {
    if (n.state === 'unread') mark.mutate({ notification_ids: [n.notification_id] });
    const link = notificationLink(n);
    if (link) void navigate(link.to, link.state ? { state: link.state } : undefined);
  };

  const unread = query.data?.unread ?? 0;
  const rows = query.data?.notifications ?? [];
  const headingId = `notifications-${type}`;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {title}
      </Title>
      <Tabs
        value={tab}
        onChange={(v) => {
          setTab(v === 'read' ? 'read' : 'unread');
          setLimit(PAGE);
        }}
      >
        <Tabs.List>
          <Tabs.Tab
            value="unread"
            rightSection={
              unread > 0 ? (
                <Badge size="xs" circle aria-label={`${unread} unread`}>
                  {countDisplay('plain', unread)}
                </Badge>
              ) : null
            }
          >
            {NOTIFICATION_TAB_LABEL.unread}
          </Tabs.Tab>
          <Tabs.Tab value="read">{NOTIFICATION_TAB_LABEL.read}</Tabs.Tab>
        </Tabs.List>
        {(['unread', 'read'] as const).map((state) => (
          <Tabs.Panel key={state} value={state} pt="sm">
            {state !== tab ? null : query.isPending ? (
              <Stack aria-busy="true" aria-label="Loading notifications">
                <Skeleton h={56} />
                <Skeleton h={56} />
              </Stack>
            ) : query.isError ? (
              <Text c="dimmed">{query.error.message}</Text>
            ) : rows.length === 0 ? (
              <EmptyState
                message={NO_NOTIFICATIONS[state]}
                description={state === 'unread' ? T.comesHere[type] : T.readHint}
              />
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {rows.map((n) => (
                  <NotificationRow
                    key={n.notification_id}
                    notification={n}
                    now={query.dataUpdatedAt}
                    onOpen={() => open(n)}
                    onDelete={() => remove.mutate({ notification_ids: [n.notification_id] })}
                    deleting={remove.isPending && remove.variables.notification_ids[0] === n.notification_id}
                  />
                ))}
              </Stack>
            )}
            {state === tab && query.data?.next_before && limit < NOTIFICATIONS_PAGE_MAX && (
              <Button
                variant="subtle"
                mt="xs"
                loading={query.isFetching}
                onClick={() => setLimit((l) => Math.min(l + PAGE, NOTIFICATIONS_PAGE_MAX))}
              >
                {SHOW_MORE_NOTIFICATIONS}
              </Button>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}

function NotificationRow({
  notification: n,
  now,
  onOpen,
  onDelete,
  deleting,
}: {
  notification: Notification;
  /** When the list was fetched: the times read relative to it (spec 001 §9 relative dates). */
  now: number;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const unread = n.state === 'unread';
  return (
    <Group component="li" wrap="nowrap" gap="xs" align="flex-start" data-unread={unread || undefined}>
      <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} p={4}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Avatar src={n.image_url || null} alt="" radius="sm" size="lg" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
              {n.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {n.message}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={n.modified}>
              {relativeDate(n.modified, now)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={deleteNotificationLabel(n.title)}
        loading={deleting}
        onClick={onDelete}
      >
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}

function TrashIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
