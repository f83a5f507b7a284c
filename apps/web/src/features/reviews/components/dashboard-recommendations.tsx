import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { REQUEST_RECOMMENDATION, REQUEST_RECOMMENDATION_PROMPT } from '@stagepass/domain/reviews';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { useReviewViewer } from '../hooks/use-review-viewer';
import { PendingRecRequests } from './pending-rec-requests';
import { RequestRecommendationDialog } from './request-recommendation-dialog';

/**
 * Recommendations on a dashboard: the ones the member was asked to write (a claimed recreq link leads here), and for
 * talent, Request a recommendation. Nothing for a logged-out visitor.
 */
export function DashboardRecommendations() {
  const loggedIn = useIsLoggedIn();
  const { viewer } = useReviewViewer();
  const [asking, setAsking] = useState(false);
  if (!loggedIn) return null;
  return (
    <Stack gap="md">
      <PendingRecRequests />
      {viewer === 'specialist' && (
        <Card withBorder padding="md" radius="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" maw={520}>
              {REQUEST_RECOMMENDATION_PROMPT}
            </Text>
            <Button variant="light" onClick={() => setAsking(true)}>
              {REQUEST_RECOMMENDATION}
            </Button>
          </Group>
          <RequestRecommendationDialog opened={asking} onClose={() => setAsking(false)} />
        </Card>
      )}
    </Stack>
  );
}
