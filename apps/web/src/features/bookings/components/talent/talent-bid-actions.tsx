import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TalentBid } from '@stagepass/contract/bookings/fields';
import { notify } from '../../../../components/ui/notify';
import { useRequestMutation } from '../../../../lib/use-request';
import { money } from './talent-bid-view';
import { TALENT_TEXTS as T } from './talent-texts';

/**
 * spec 001 §4: with Approve Bids on, the talent approves or rejects a bid request first (specialist_update_bid's
 * approve_bid). Reject asks first. Afterwards the talent's bids and notifications are read again, so the page shows
 * the server's answer.
 */
export function TalentBidActions({ bid }: { bid: TalentBid }) {
  const update = useRequestMutation('specialist_update_bid', {
    invalidates: ['specialist_event_query', 'get_bid_notifications', 'get_notifications'],
    onSuccess: ({ bid: answered }) => notify(1, answered.state === 'Rejected' ? T.rejected : T.approved),
  });
  const answering = update.isPending ? update.variables.approve_bid : null;

  const confirmReject = () =>
    modals.openConfirmModal({
      title: T.rejectTitle,
      children: <Text size="sm">{T.rejectConfirm(bid.business_name, money(bid.max_cents))}</Text>,
      labels: { confirm: T.reject, cancel: T.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => update.mutate({ bid_id: bid.bid_id, approve_bid: false }),
    });

  return (
    <Group gap="sm">
      <Button
        onClick={() => update.mutate({ bid_id: bid.bid_id, approve_bid: true })}
        loading={answering === true}
        disabled={update.isPending}
      >
        {T.approve}
      </Button>
      <Button
        variant="outline"
        color="red"
        onClick={confirmReject}
        loading={answering === false}
        disabled={update.isPending}
      >
        {T.reject}
      </Button>
    </Group>
  );
}
