import { Alert, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { SCHEDULE_REQUEST_TEXTS as T } from '../schedule-request-texts';
import { ScheduleRequestCard } from './schedule-request-card';

export interface ScheduleRequestListProps {
  /** The section's heading; the talent dashboard names it. */
  title?: string;
  headingLevel?: 2 | 3;
}

/** The talent's schedule requests as cards (get_create_schedule_requests), upcoming slots first. */
export function ScheduleRequestList({ title = T.listHeading, headingLevel = 2 }: ScheduleRequestListProps) {
  const query = useRequest('get_create_schedule_requests', {}, { meta: { silent: true } });
  let body;
  if (query.isPending) body = <Skeleton h={220} aria-label={T.loadingList} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else if (query.data.requests.length === 0) body = <EmptyState message={T.listEmpty} description={T.listEmptyHint} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {query.data.requests.map((r) => (
          <ScheduleRequestCard key={r.req_id} request={r} headingLevel={headingLevel === 2 ? 3 : 4} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack component="section" aria-labelledby="schedule-request-list-heading" gap="sm">
      <Title order={headingLevel} size="h3" id="schedule-request-list-heading">
        {title}
      </Title>
      {body}
    </Stack>
  );
}
