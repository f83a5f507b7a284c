import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TalentScheduleRequest } from '@stagepass/contract/schedule-requests/fields';
import { scheduleRequestPath, slotText } from '@stagepass/domain/schedule-requests';
import { EventImage } from '../../../components/ui/event-image';
import { CalendarIcon } from '../../../components/ui/icons';
import { scheduleRequestState } from '../lib/scheduling-link';
import { ScheduleRequestBadges } from './schedule-request-badges';

export interface ScheduleRequestCardProps {
  /** One request of get_create_schedule_requests. */
  request: TalentScheduleRequest;
  headingLevel?: 2 | 3 | 4;
}

/**
 * spec 001 §2 widgets: the schedule request card. The event's image and name, the business, the time block in the
 * event's time zone, and the badges of §4; it opens /dash/sch-request/{eventId}/{requestId}.
 */
export function ScheduleRequestCard({ request, headingLevel = 3 }: ScheduleRequestCardProps) {
  const headingId = `schedule-request-card-${request.req_id}`;
  return (
    <Card component="article" withBorder padding="sm" radius="md" aria-labelledby={headingId} h="100%">
      <Card.Section>
        <EventImage src={request.image_url} alt={request.ev_name} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <ScheduleRequestBadges badges={request.badges} />
        <Title order={headingLevel} size="h4" id={headingId}>
          <Anchor
            component={Link}
            to={scheduleRequestPath(request.event_id, request.req_id)}
            state={scheduleRequestState(request)}
            c="var(--mantine-color-text)"
            underline="hover"
          >
            {request.ev_name}
          </Anchor>
        </Title>
        <Text size="sm" fw={600}>
          {request.business_name}
        </Text>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <CalendarIcon />
          <Text size="sm">{slotText(request.start_time, request.end_time, request.time_zone)}</Text>
        </Group>
        {request.message && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {request.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
