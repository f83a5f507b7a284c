import { Accordion, Alert, Avatar, Badge, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BusinessScheduleRequest } from '@stagepass/contract/schedule-requests/fields';
import { SCHEDULE_REQUEST_STATE_LABELS, SEND, replyError, slotText } from '@stagepass/domain/schedule-requests';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { SCHEDULE_REQUEST_TEXTS as T } from '../schedule-request-texts';
import { ScheduleRequestThread } from './schedule-request-thread';

/**
 * The business's schedule requests for its event (spec 001 §7 business_get_schedule_requests), on its event page:
 * one entry per talent asked, with the time block, state and thread, and a box to write to the talent
 * (business_update_schedule_request). Opening an entry marks that talent's messages read (read_req_id).
 */
export function EventScheduleRequests({ eventId }: { eventId: number }) {
  const [opened, setOpened] = useState<string | null>(null);
  const readReqId = opened === null ? undefined : Number(opened);
  const query = useRequest(
    'business_get_schedule_requests',
    readReqId === undefined ? { event_id: eventId } : { event_id: eventId, read_req_id: readReqId },
    { meta: { silent: true }, placeholderData: (previous) => previous },
  );

  let body;
  if (query.isPending) body = <Skeleton h={120} aria-label={T.loadingPanel} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else if (query.data.requests.length === 0) body = <Text c="dimmed">{T.panelEmpty}</Text>;
  else
    body = (
      <Accordion variant="separated" value={opened} onChange={setOpened}>
        {query.data.requests.map((r) => (
          <Accordion.Item key={r.req_id} value={String(r.req_id)}>
            <Accordion.Control aria-label={`${r.sp_name}, ${slotText(r.start_time, r.end_time, r.time_zone)}`}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={r.sp_photo} name={r.sp_name} size="sm" radius="xl" />
                <Stack gap={0}>
                  <Text fw={600}>{r.sp_name}</Text>
                  <Text size="xs" c="dimmed">
                    {slotText(r.start_time, r.end_time, r.time_zone)} · {SCHEDULE_REQUEST_STATE_LABELS[r.state]}
                  </Text>
                </Stack>
                {r.new_messages > 0 && (
                  <Badge size="sm" variant="light" color="blue">
                    {T.newMessages(r.new_messages)}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <ScheduleRequestThread messages={r.messages} viewer="business" timeZone={r.time_zone} />
                <WriteToTalent request={r} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );

  return (
    <Stack component="section" aria-labelledby="event-schedule-requests-heading" gap="md">
      <Title order={3} id="event-schedule-requests-heading">
        {T.panelHeading}
      </Title>
      {body}
    </Stack>
  );
}

/** The reply box of one request (spec 001 §5: the text must not be empty). */
function WriteToTalent({ request }: { request: BusinessScheduleRequest }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useRequestMutation('business_update_schedule_request', {
    invalidates: ['business_get_schedule_requests'],
    onSuccess: () => {
      setText('');
      notify(1, T.messageSent);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = replyError(text);
    setError(problem);
    if (!problem) send.mutate({ sch_req_id: request.req_id, message: text.trim() });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={T.writeLabel(request.sp_name)}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error ?? send.error?.message}
          rows={2}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {SEND}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
