import { Anchor, Avatar, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { relativeDate } from '@stagepass/domain/format';
import { FOLLOWED_NEWS_TITLE, NO_FOLLOWED_NEWS } from '@stagepass/domain/notifications';
import { EmptyState } from '../../../components/ui/empty-state';
import { useOpenableAction } from '../../../lib/use-can-open';
import { useRequest } from '../../../lib/use-request';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { notificationLink } from '../lib/notification-links';
import { NOTIFICATIONS_EMPTY_TEXTS as T } from '../notifications-texts';

/**
 * The fan dashboard's 'From people you follow' (get_notifications_for_followed): what followed talent and businesses
 * are doing, newest first. Logged-in members only; shows nothing otherwise.
 */
export function FollowedNews({ limit = 5 }: { limit?: number }) {
  const loggedIn = useIsLoggedIn();
  const query = useRequest('get_notifications_for_followed', { limit }, { enabled: loggedIn, meta: { silent: true } });
  // The featured talent page, for the roles that may open it (a creator in fan mode may not).
  const findTalent = useOpenableAction(T.findTalent, '/dash/featuring');
  if (!loggedIn) return null;
  const rows = query.data?.notifications ?? [];
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="followed-news">
      <Title order={2} size="h3" id="followed-news" mb="sm">
        {FOLLOWED_NEWS_TITLE}
      </Title>
      {query.isPending ? (
        <Skeleton h={56} aria-label="Loading news" />
      ) : rows.length === 0 ? (
        <EmptyState message={NO_FOLLOWED_NEWS} action={findTalent} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((n) => {
            const link = notificationLink(n);
            return (
              <Group component="li" key={n.notification_id} wrap="nowrap" align="flex-start" gap="sm">
                <Avatar src={n.image_url || null} alt="" radius="sm" />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  {link ? (
                    <Anchor component={Link} to={link.to} state={link.state} fw={600}>
                      {n.title}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{n.title}</Text>
                  )}
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {n.message}
                  </Text>
                  <Text size="xs" c="dimmed" component="time" dateTime={n.modified}>
                    {relativeDate(n.modified, query.dataUpdatedAt)}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
