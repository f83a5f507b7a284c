import { Button } from '@mantine/core';
import { useState } from 'react';
import { ResponseDialog } from '../../../schedule-requests/components/response-dialog';
import { notify } from '../../../../components/ui/notify';
import { useRequestMutation } from '../../../../lib/use-request';
import { BUSINESS_BID_TEXTS as T } from './business-bid-texts';

/**
 * "Ask for a schedule" on a talent with no schedule for the time block (spec 001 §7 create_schedule_request): a
 * short message in the alert dialog of spec 001 §5 (never empty), sent as the request's first message.
 */
export function AskScheduleButton({ sbEventId, spId, name }: { sbEventId: number; spId: number; name: string }) {
  const [opened, setOpened] = useState(false);
  const ask = useRequestMutation('create_schedule_request', {
    invalidates: ['business_find_specialists_for_sub_event', 'business_get_schedule_requests'],
    onSuccess: ({ created }) => notify(created ? 1 : 3, created ? T.askSent(name) : T.askAgain),
  });
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} aria-label={`${T.askForSchedule}: ${name}`}>
        {T.askForSchedule}
      </Button>
      <ResponseDialog
        opened={opened}
        title={T.askTitle(name)}
        label={T.askLabel}
        onSubmit={(message) => ask.mutateAsync({ sb_event_id: sbEventId, sp_id: spId, message })}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
