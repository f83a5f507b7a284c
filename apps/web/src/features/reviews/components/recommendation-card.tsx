import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RecommendationItem } from '@stagepass/contract/reviews/fields';
import { relativeDate } from '@stagepass/domain/format';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { profileLinkOf } from '../lib/review-links';

/** A recommendation on a talent's profile: who wrote it (a link to their profile if they have one), when, and the text. */
export function RecommendationCard({ rec, nowMs }: { rec: RecommendationItem; nowMs: number }) {
  const link = profileLinkOf(rec.by);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`Recommendation by ${rec.by.name}`}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={rec.by.name} image={rec.by.photo} decorative />
          <Stack gap={0}>
            {link ? (
              <Anchor component={Link} to={link.to} state={link.state} fw={600}>
                {rec.by.name}
              </Anchor>
            ) : (
              <Text fw={600}>{rec.by.name}</Text>
            )}
            <Text size="xs" c="dimmed">
              {relativeDate(rec.date, nowMs)}
            </Text>
          </Stack>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{rec.rec}</Text>
      </Stack>
    </Card>
  );
}
