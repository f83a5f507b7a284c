import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BusinessBid } from '@stagepass/contract/bookings/fields';
import type { EventCard, SubEvent } from '@stagepass/contract/events/fields';
import { BUSINESS_EVENT_BADGES } from '@stagepass/domain/events';
import { FREEZE_PAYMENT, bookingPaymentLabel, type BookingPaymentState } from '@stagepass/domain/bids';
import { replyError, slotText } from '@stagepass/domain/schedule-requests';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { notify } from '../../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../../lib/use-request';
import { BiddingHelpButton } from '../help/bidding-help-modal';
import { useServerClock, useServerNow } from '../server-clock';
import { bidLabel, canFreezePayment, labelColor, money, paymentStateOf } from './business-bid-rules';
import { BUSINESS_BID_TEXTS as T } from './business-bid-texts';
import { findTalentLink } from './find-talent-link';

/**
 * The bids and bookings on the business's own event (business_bids_query), on its event page: per time block, each
 * bid with its talent, trait, amount and business-side label (spec 001 §4), the booked price, and 'Needs Attention'
 * with 'Find talent' where the block's traits_num is not filled. A booking can have its payment frozen (a
 * grievance, spec 001 §4 Payout and disputes) and the grievance withdrawn.
 */
export function EventBidsPanel({ event }: { event: EventCard }) {
  const query = useRequest('business_bids_query', { event_id: event.event_id }, { meta: { silent: true } });
  // The labels turn at the schedule's instants on the server's clock ('Processing' until its close has run).
  const nowMs = useServerNow(useServerClock(query));
  // What business_freeze_payment answered, per bid: businessBid does not carry the payment state.
  const [payments, setPayments] = useState<Record<number, BookingPaymentState>>({});
  const blocks = Object.values(event.sb_event).sort(
    (a, b) => Date.parse(a.sb_start_time) - Date.parse(b.sb_start_time),
  );

  let body;
  if (query.isPending) body = <Skeleton h={120} aria-label={T.loadingPanel} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else {
    const attention = new Set(query.data.needs_attention);
    body = (
      <Stack gap="md">
        {blocks.map((sub) => (
          <SubEventBids
            key={sub.sb_event_id}
            event={event}
            sub={sub}
            bids={query.data.bids.filter((b) => b.sub_event_id === sub.sb_event_id)}
            needsAttention={attention.has(sub.sb_event_id)}
            nowMs={nowMs}
            payments={payments}
            onPayment={(bidId, state) => setPayments((p) => ({ ...p, [bidId]: state }))}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby="event-bids-heading" gap="md">
      <Group gap="xs">
        <Title order={3} id="event-bids-heading">
          {T.panelHeading}
        </Title>
        <BiddingHelpButton />
      </Group>
      {body}
    </Stack>
  );
}

interface SubEventBidsProps {
  event: EventCard;
  sub: SubEvent;
  bids: BusinessBid[];
  needsAttention: boolean;
  nowMs: number;
  payments: Record<number, BookingPaymentState>;
  onPayment: (bidId: number, state: BookingPaymentState) => void;
}

function SubEventBids({ event, sub, bids, needsAttention, nowMs, payments, onPayment }: SubEventBidsProps) {
  const block = slotText(sub.sb_start_time, sub.sb_end_time, event.time_zone);
  const find = findTalentLink(event.event_id, sub.sb_event_id);
  return (
    <Card withBorder padding="sm" component="section" aria-label={T.bidsOf(block)}>
      <Stack gap="xs">
        {/* On a phone the button goes under the block's time rather than cutting either. */}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700} size="sm">
              {block}
            </Text>
            {needsAttention && (
              <Badge color="orange" variant="light">
                {BUSINESS_EVENT_BADGES.needsAttention}
              </Badge>
            )}
          </Group>
          <Button
            component={Link}
            to={find.to}
            state={find.state}
            size="xs"
            variant={needsAttention ? 'filled' : 'light'}
            aria-label={`${T.findTalent} for ${block}`}
          >
            {T.findTalent}
          </Button>
        </Group>
        {bids.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.panelEmpty}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {bids.map((bid) => (
              <BidRow
                key={bid.bid_id}
                bid={bid}
                eventEndMs={Date.parse(event.end_time)}
                nowMs={nowMs}
                paymentState={payments[bid.bid_id] ?? paymentStateOf(bid)}
                onPayment={(state) => onPayment(bid.bid_id, state)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

interface BidRowProps {
  bid: BusinessBid;
  eventEndMs: number;
  nowMs: number;
  paymentState: BookingPaymentState | undefined;
  onPayment: (state: BookingPaymentState) => void;
}

function BidRow({ bid, eventEndMs, nowMs, paymentState, onPayment }: BidRowProps) {
  const [freezing, setFreezing] = useState(false);
  const label = bidLabel(bid, nowMs);
  const name = bid.sp_info.name;
  const release = useRequestMutation('business_freeze_payment', {
    invalidates: ['business_bids_query'],
    onSuccess: ({ state }) => {
      onPayment(state);
      notify(1, T.grievanceWithdrawn);
    },
  });

  const confirmRelease = () =>
    modals.openConfirmModal({
      title: T.withdrawGrievanceTitle,
      children: <Text size="sm">{T.withdrawGrievanceConfirm(name)}</Text>,
      labels: { confirm: T.withdrawGrievance, cancel: T.cancel },
      onConfirm: () => release.mutate({ bid_id: bid.bid_id, withdraw: true }),
    });

  return (
    // The state and its actions move under the talent's name when the row is too narrow for both (a phone).
    <Group component="li" justify="space-between" aria-label={name} gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
        <UserAvatar name={name} image={bid.sp_info.photo} size="md" decorative />
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {bid.sp_trait} · {T.maxBid(money(bid.max_cents))}
            {bid.state === 'Booked' && bid.price_cents !== null && <> · {T.bookedAt(money(bid.price_cents))}</>}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" justify="flex-end">
        <Badge color={labelColor(label)} variant="light">
          {label}
        </Badge>
        {bid.state === 'Booked' && paymentState === 'Dispute' && (
          <>
            <Badge color="red" variant="outline">
              {bookingPaymentLabel('Dispute')}
            </Badge>
            <Button size="xs" variant="subtle" onClick={confirmRelease} loading={release.isPending}>
              {T.withdrawGrievance}
            </Button>
          </>
        )}
        {canFreezePayment(bid, eventEndMs, nowMs, paymentState) && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setFreezing(true)}
            aria-label={`${FREEZE_PAYMENT}: ${name}`}
          >
            {FREEZE_PAYMENT}
          </Button>
        )}
      </Group>
      {freezing && <FreezeDialog bid={bid} onFrozen={onPayment} onClose={() => setFreezing(false)} />}
    </Group>
  );
}

/** Freeze Payment: what went wrong (spec 001 §5 alert dialog: never empty), then the grievance is filed. */
function FreezeDialog({
  bid,
  onFrozen,
  onClose,
}: {
  bid: BusinessBid;
  onFrozen: (state: BookingPaymentState) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const freeze = useRequestMutation('business_freeze_payment', {
    invalidates: ['business_bids_query'],
    meta: { silent: true },
    onSuccess: ({ state }) => {
      onFrozen(state);
      notify(1, T.frozen);
      onClose();
    },
    onError: (e) => setError(e.message),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = replyError(text);
    setError(problem);
    if (!problem) freeze.mutate({ bid_id: bid.bid_id, description: text.trim() });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${T.freezeTitle}: ${bid.sp_info.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{T.freezeHint}</Text>
          <Textarea
            label={T.freezeLabel}
            required
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" color="red" loading={freeze.isPending}>
              {T.freezeConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
