import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TalentScheduleRequest, ThreadMessage } from '@stagepass/contract/schedule-requests/fields';
import { eventPath } from '@stagepass/domain/events';
import {
  CREATE_SCHEDULE,
  DECLINE_INQUIRY,
  REPLY,
  SCHEDULE_REQUEST_STATE_LABELS,
  slotText,
} from '@stagepass/domain/schedule-requests';
import { EventImage } from '../../../components/ui/event-image';
import { notify } from '../../../components/ui/notify';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useDashboardPath } from '../../accounts/hooks/use-session';
import { parseId } from '../../events/lib/event-links';
import { ResponseDialog } from '../components/response-dialog';
import { ScheduleRequestBadges } from '../components/schedule-request-badges';
import { ScheduleRequestThread } from '../components/schedule-request-thread';
import { SCHEDULING_PATH, scheduleFromRequestState } from '../lib/scheduling-link';
import { SCHEDULE_REQUEST_TEXTS as T } from '../schedule-request-texts';

/**
 * /dash/sch-request/{eventId}/{requestId} (spec 001 §2; specialist; state: eventId, requestId, else the path): one
 * schedule request, its thread (opening it marks the business's messages read), and the talent's answers: Reply
 * (the alert dialog of §5), 'Decline Inquiry' (BUSY), and Create Schedule, which opens /dash/scheduling with the
 * block to cover and the request to link.
 */
export function ScheduleRequestPage() {
  const requestId = parseId(useRouteState('/dash/sch-request/:eventId/:requestId', 'requestId'));
  const dashboard = useDashboardPath();
  const query = useRequest(
    'get_create_schedule_requests',
    { req_id: requestId ?? 0 },
    { enabled: requestId !== null, meta: { silent: true } },
  );
  const request = query.data?.requests[0];

  let body;
  if (requestId === null || query.isError || (query.isSuccess && !request)) {
    body = (
      <Alert color="gray" title={query.error?.message ?? T.notFound}>
        <Anchor component={Link} to={dashboard}>
          {T.backToDashboard}
        </Anchor>
      </Alert>
    );
  } else if (query.isPending || !request) {
    body = <Skeleton h={320} aria-label={T.loadingRequest} />;
  } else {
    body = <RequestDetail request={request} messages={query.data.messages ?? []} />;
  }
  return (
    <Container size="sm" py="md">
      {body}
    </Container>
  );
}

function RequestDetail({ request, messages }: { request: TalentScheduleRequest; messages: ThreadMessage[] }) {
  const navigate = useNavigate();
  const [replying, setReplying] = useState(false);
  const update = useRequestMutation('update_create_schedule_request', {
    invalidates: ['get_create_schedule_requests'],
  });
  const canAnswer = request.state !== 'CREATED' && !request.slot_started;

  return (
    <Stack gap="md">
      <EventImage src={request.image_url} alt={request.ev_name} />
      <ScheduleRequestBadges badges={request.badges} />
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Anchor component={Link} to={eventPath(request.event_id)} c="var(--mantine-color-text)" underline="hover">
            {request.ev_name}
          </Anchor>
        </Title>
        <Text fw={600}>{request.business_name}</Text>
        <Text c="dimmed">{slotText(request.start_time, request.end_time, request.time_zone)}</Text>
        <Text size="sm">{SCHEDULE_REQUEST_STATE_LABELS[request.state]}</Text>
      </Stack>

      {request.state === 'CREATED' && <Alert color="teal">{T.scheduleCreated}</Alert>}
      {request.state === 'BUSY' && <Alert color="gray">{T.declined}</Alert>}
      {request.slot_started && request.state !== 'CREATED' && <Alert color="gray">{T.slotStarted}</Alert>}
      {update.error && <Alert color="red">{update.error.message}</Alert>}

      <Group gap="xs">
        <Button onClick={() => setReplying(true)}>{REPLY}</Button>
        {canAnswer && request.state !== 'BUSY' && (
          <Button
            variant="default"
            loading={update.isPending && update.variables?.state === 'BUSY'}
            onClick={() => update.mutate({ sch_req_id: request.req_id, state: 'BUSY' })}
          >
            {DECLINE_INQUIRY}
          </Button>
        )}
        {canAnswer && (
          <Button
            variant="light"
            onClick={() => void navigate(SCHEDULING_PATH, { state: scheduleFromRequestState(request) })}
          >
            {CREATE_SCHEDULE}
          </Button>
        )}
      </Group>
      {canAnswer && (
        <Text size="sm" c="dimmed">
          {T.createHint}
        </Text>
      )}

      <Stack gap="xs" component="section" aria-labelledby="schedule-request-thread-heading">
        <Title order={2} size="h4" id="schedule-request-thread-heading">
          {T.threadHeading}
        </Title>
        <ScheduleRequestThread messages={messages} viewer="talent" timeZone={request.time_zone} />
      </Stack>

      <ResponseDialog
        opened={replying}
        title={T.replyTitle}
        onClose={() => setReplying(false)}
        onSubmit={async (message) => {
          await update.mutateAsync({ sch_req_id: request.req_id, message });
          notify(1, T.replySent);
        }}
      />
    </Stack>
  );
}
