import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RequestOutput } from '@stagepass/contract/registry';
import { distanceText } from '@stagepass/domain/format';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { notify } from '../../../../components/ui/notify';
import { useRequestMutation } from '../../../../lib/use-request';
import { FollowButton } from '../../../follows/components/follow-button';
import { ScheduleCountdown } from '../countdown';
import type { ServerClock } from '../server-clock';
import { BidDialog } from './bid-dialog';
import { bidLabel, canBookNow, isLiveBid, labelColor, money } from './business-bid-rules';
import { BUSINESS_BID_TEXTS as T } from './business-bid-texts';

export type AvailableTalent = RequestOutput<'business_find_specialists_for_sub_event'>['specialist'][number];

export interface TalentCardProps {
  talent: AvailableTalent;
  sbEventId: number;
  /** The trait the business is looking for: a new bid books the talent as this. */
  traitId: number;
  /** The server's clock (useServerClock on the answer): the countdown runs on it. */
  clock: ServerClock;
  /** The server's time now on that clock (useServerNow): the bid's label and actions are decided at it. */
  nowMs: number;
  onCheckAvailability: (talent: AvailableTalent) => void;
}

/**
 * A talent whose open schedule covers the time block (spec 001 §7 business_find_specialists_for_sub_event): photo,
 * name, place and distance, the listing price of spec 001 §9, Book Now and Approve Bids, the time left to bid, and
 * the business's bid with its label (spec 001 §4). Actions: Bid, Change bid, Withdraw, Book Now, Check availability.
 */
export function TalentCard({ talent, sbEventId, traitId, clock, nowMs, onCheckAvailability }: TalentCardProps) {
  const [bidding, setBidding] = useState(false);
  const [bookNowError, setBookNowError] = useState<string | null>(null);
  const bid = talent.bid;
  const live = bid !== null && isLiveBid(bid, nowMs);
  const label = bid ? bidLabel(bid, nowMs) : null;
  const target = {
    sbEventId,
    traitId: bid?.sp_trait_id ?? traitId,
    spId: talent.sp_id,
    name: talent.name,
    rateCents: talent.rate_cents,
  };

  const withdraw = useRequestMutation('business_delete_bid', {
    invalidates: ['business_find_specialists_for_sub_event', 'business_bids_query'],
    onSuccess: () => notify(1, T.withdrawn),
  });
  const queryClient = useQueryClient();
  const bookNow = useRequestMutation('bid_book_candidate', {
    invalidates: ['business_find_specialists_for_sub_event', 'business_bids_query'],
    // spec 001 §4: Insufficient Funds after Book Now leaves the bid active; the card says so where it happened.
    meta: { silent: true },
    onMutate: () => setBookNowError(null),
    onSuccess: () => notify(1, T.booked(talent.name)),
    onError: (error) => {
      setBookNowError(error.message);
      // The talent changed the Book Now price: the card shows the new one, for the business to book at or not.
      if (error.code === 'PRICE_CHANGED')
        void queryClient.invalidateQueries({ queryKey: ['business_find_specialists_for_sub_event'] });
    },
  });

  const confirmWithdraw = () => {
    if (!bid) return;
    modals.openConfirmModal({
      title: T.withdrawTitle,
      children: <Text size="sm">{T.withdrawConfirm(talent.name, money(bid.max_cents))}</Text>,
      labels: { confirm: T.withdraw, cancel: T.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => withdraw.mutate({ bid_id: bid.bid_id }),
    });
  };

  const confirmBookNow = () => {
    if (!bid || bid.book_now_cents === null) return;
    const price = bid.book_now_cents;
    modals.openConfirmModal({
      title: T.bookNowTitle,
      children: <Text size="sm">{T.bookNowConfirm(talent.name, money(price))}</Text>,
      labels: { confirm: T.bookNow, cancel: T.cancel },
      onConfirm: () =>
        bookNow.mutate({
          sb_event_id: sbEventId,
          sp_id: talent.sp_id,
          sp_trait_id: bid.sp_trait_id,
          // The server books at the schedule's Book Now price; the field is the contract's whole dollars.
          price: Math.max(1, Math.ceil(price / 100)),
          type: 'BOOK_NOW',
          bid_id: bid.bid_id,
        }),
    });
  };

  return (
    <Card component="article" withBorder padding="md" radius="md" aria-label={T.talentOf(talent.name)}>
      <Stack gap="xs">
        {/* Follow goes under the name when the card is too narrow for both, rather than being cut. */}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={talent.name} image={talent.photo} size="lg" decorative />
            <Stack gap={2}>
              <Title order={3} size="h5">
                {talent.name}
              </Title>
              <Text size="sm" c="dimmed">
                {talent.location_name} · {distanceText(talent.distance)}
              </Text>
            </Stack>
          </Group>
          <FollowButton memberId={talent.sp_id} followedType="SPECIALIST" name={talent.name} />
        </Group>

        <Group gap="xs">
          <Text fw={700}>{T.from(money(talent.listing_price_cents))}</Text>
          {talent.book_now_cents !== null && (
            <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
              {T.bookNowPrice(money(talent.book_now_cents))}
            </Badge>
          )}
        </Group>
        {talent.approve_bids && (
          <Text size="xs" c="dimmed">
            {T.approveBids}
          </Text>
        )}
        <ScheduleCountdown closesAt={talent.closes_at} clock={clock} c="dimmed" />

        {bid && label && (
          <Group gap="xs">
            <Text size="sm">{T.yourBid(money(bid.max_cents))}</Text>
            <Badge color={labelColor(label)} variant="light" style={{ flexShrink: 0 }}>
              {label}
            </Badge>
          </Group>
        )}
        {bookNowError && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel="Close"
            onClose={() => setBookNowError(null)}
          >
            {bookNowError}
          </Alert>
        )}

        <Group gap="xs">
          {!bid && (
            <Button size="xs" onClick={() => setBidding(true)} aria-label={`${T.bid} on ${talent.name}`}>
              {T.bid}
            </Button>
          )}
          {live && (
            <>
              <Button size="xs" variant="light" onClick={() => setBidding(true)}>
                {T.changeBid}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={confirmWithdraw} loading={withdraw.isPending}>
                {T.withdraw}
              </Button>
            </>
          )}
          {bid && canBookNow(bid, nowMs) && (
            <Button size="xs" color="grape" onClick={confirmBookNow} loading={bookNow.isPending}>
              {T.bookNow}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => onCheckAvailability(talent)}>
            {T.checkAvailability}
          </Button>
        </Group>
      </Stack>
      {bidding && <BidDialog target={target} bid={live ? bid : null} onClose={() => setBidding(false)} />}
    </Card>
  );
}
