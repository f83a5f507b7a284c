import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { relativeDate } from '@stagepass/domain/format';
import { NOTIFICATION_TAB_LABEL } from '@stagepass/domain/notifications';
import { useRequest } from '../../../../lib/use-request';
import { TALENT_TEXTS as T } from './talent-texts';

/** The talent's notifications about one bid (get_bid_notifications), newest first, on its /dash/celeb-event/. */
export function BidNotifications({ bidId, nowMs }: { bidId: number; nowMs: number }) {
  const query = useRequest('get_bid_notifications', { bidId }, { meta: { silent: true } });
  let body;
  if (query.isPending) body = <Skeleton h={56} aria-label={T.loadingNotifications} />;
  else if (query.isError) body = <Text c="dimmed">{query.error.message}</Text>;
  else if (query.data.notifications.length === 0) body = <Text c="dimmed">{T.notificationsEmpty}</Text>;
  else
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.notifications.map((n) => (
          <Stack key={n.notification_id} component="li" gap={2} aria-label={n.title}>
            <Group gap="xs">
              <Text fw={n.state === 'unread' ? 700 : 500}>{n.title}</Text>
              {n.state === 'unread' && (
                <Badge size="xs" variant="light">
                  {NOTIFICATION_TAB_LABEL.unread}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {n.message}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={n.modified}>
              {relativeDate(n.modified, nowMs)}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Stack component="section" aria-labelledby="bid-notifications-heading" gap="xs">
      <Title order={2} size="h4" id="bid-notifications-heading">
        {T.notificationsHeading}
      </Title>
      {body}
    </Stack>
  );
}
