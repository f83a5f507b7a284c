import { Alert, Anchor, Avatar, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TalentBid } from '@stagepass/contract/bookings/fields';
import { blockText } from '@stagepass/domain/auction';
import { bookingPaymentLabel } from '@stagepass/domain/bids';
import { eventDateText, eventPath, eventTimeText, venueDay } from '@stagepass/domain/events';
import { hasPage } from '../../../app/route-table';
import { EventImage } from '../../../components/ui/event-image';
import { CalendarIcon, MapPinIcon } from '../../../components/ui/icons';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { useDashboardPath } from '../../accounts/hooks/use-session';
import { EventReviews } from '../../reviews/components/event-reviews';
import { parseId } from '../../events/lib/event-links';
import { ScheduleCountdown } from '../components/countdown';
import { useServerClock, useServerNow, type ServerClock } from '../components/server-clock';
import { BidNotifications } from '../components/talent/bid-notifications';
import { TalentBidActions } from '../components/talent/talent-bid-actions';
import {
  amountText,
  badgesOf,
  bidWhenText,
  canAnswer,
  caseOf,
  showsCountdown,
  talentMessage,
} from '../components/talent/talent-bid-view';
import { TalentBadges, TalentEventCard } from '../components/talent/talent-event-card';
import { TALENT_TEXTS as T } from '../components/talent/talent-texts';
import '../components/talent/talent.css';

/** The event's own times at the venue: one day's span, or from one day to another. */
function eventSpanText(bid: TalentBid): string {
  const start = Date.parse(bid.start_time);
  const end = Date.parse(bid.end_time);
  if (venueDay(start, bid.time_zone) === venueDay(end, bid.time_zone)) return blockText(start, end, bid.time_zone);
  const at = (ms: number) => `${eventDateText(ms, bid.time_zone)}, ${eventTimeText(ms, bid.time_zone)}`;
  return `${at(start)} – ${at(end)}`;
}

const CASE_COLOR: Record<ReturnType<typeof caseOf>, string> = {
  awaitingApproval: 'orange',
  processing: 'blue',
  bidLost: 'gray',
  activeBid: 'blue',
  timeConflict: 'gray',
  booked: 'teal',
  rejected: 'gray',
  refunded: 'gray',
  cancelled: 'gray',
};

function TalentBidDetails({ bid, clock, nowMs }: { bid: TalentBid; clock: ServerClock; nowMs: number }) {
  const business = `/dash/b/${bid.business_id}`;
  const paid = bid.payment_state !== null && (bid.state === 'Booked' || bid.state === 'Reversed');
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" radius="md">
        <Card.Section>
          <EventImage src={bid.image_url} alt={bid.event_name} radius={0} />
        </Card.Section>
        <Stack gap={6} mt="md">
          <TalentBadges badges={badgesOf(bid, nowMs)} />
          <Title order={1} className="talent-card-name">
            {bid.event_name}
          </Title>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <CalendarIcon />
            <Text size="sm">{eventSpanText(bid)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <MapPinIcon />
            <Text size="sm">{bid.address}</Text>
          </Group>
          <Anchor component={Link} to={eventPath(bid.event_id)} size="sm" w="fit-content">
            {T.openEventPage}
          </Anchor>
        </Stack>
      </Card>

      <Alert color={CASE_COLOR[caseOf(bid, nowMs)]} title={talentMessage(bid, 'Abbreviated', nowMs)}>
        <Stack gap="sm">
          <Text size="sm" data-testid="talent-detailed-message">
            {talentMessage(bid, 'Detailed', nowMs)}
          </Text>
          {canAnswer(bid, nowMs) && <TalentBidActions bid={bid} />}
        </Stack>
      </Alert>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack component="section" aria-labelledby="talent-block-heading" gap={4}>
          <Title order={2} size="h4" id="talent-block-heading">
            {T.timeBlockHeading}
          </Title>
          <Text>{bidWhenText(bid)}</Text>
          {bid.sp_trait && <Text size="sm">{T.trait(bid.sp_trait)}</Text>}
          <Text fw={700} data-testid="talent-amount">
            {amountText(bid)}
          </Text>
          {paid && bid.payment_state && (
            <Text size="sm">
              {T.paymentLabel}: {bookingPaymentLabel(bid.payment_state)}
            </Text>
          )}
          {showsCountdown(bid) && <ScheduleCountdown closesAt={bid.closes_at} clock={clock} c="dimmed" />}
          {bid.notes && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {T.notesLabel}: {bid.notes}
            </Text>
          )}
        </Stack>
        <Stack component="section" aria-labelledby="talent-business-heading" gap={4}>
          <Title order={2} size="h4" id="talent-business-heading">
            {T.businessHeading}
          </Title>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={bid.business_photo || null} alt="" radius="xl" />
            {hasPage(business) ? (
              <Anchor component={Link} to={business} state={{ business_id: String(bid.business_id) }} fw={600}>
                {bid.business_name}
              </Anchor>
            ) : (
              <Text fw={600}>{bid.business_name}</Text>
            )}
          </Group>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /dash/celeb-event/ (spec 001 §2: 'Talent's view of an event; state: eventId, businessId, bidId, schId'; specialist).
 * The ids come in route state, or in the query string of a pasted link or a notification. The talent's bids on the
 * event (specialist_event_query by event_id): the chosen one in full, with the Detailed talent-side message and, for a
 * request while the schedule is open, Approve and Reject; then the others; then the bid's notifications.
 */
export function CelebEventPage() {
  const eventId = parseId(useRouteState('/dash/celeb-event', 'eventId'));
  const bidId = parseId(useRouteState('/dash/celeb-event', 'bidId'));
  const dashboard = useDashboardPath();
  const input = eventId !== null ? { event_id: eventId } : bidId !== null ? { bid_id: bidId } : null;
  const query = useRequest('specialist_event_query', input ?? {}, { enabled: input !== null, meta: { silent: true } });
  // The messages, actions and countdowns run on the server's clock.
  const clock = useServerClock(query);
  const nowMs = useServerNow(clock);

  const bids = query.data?.events ?? [];
  const bid = bidId === null ? bids[0] : bids.find((b) => b.bid_id === bidId);
  const others = bids.filter((b) => b !== bid);

  let body;
  if (input === null || query.isError || (query.isSuccess && !bid)) {
    body = (
      <Alert color="gray" title={T.notFound}>
        <Anchor component={Link} to={dashboard}>
          {T.backToDashboard}
        </Anchor>
      </Alert>
    );
  } else if (query.isPending || !bid) {
    body = (
      <Stack aria-busy="true" aria-label={T.loadingEvent}>
        <Skeleton h={260} radius="md" />
        <Skeleton h={36} w="60%" />
        <Skeleton h={80} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xl">
        <TalentBidDetails bid={bid} clock={clock} nowMs={nowMs} />
        {others.length > 0 && (
          <Stack component="section" aria-labelledby="talent-other-bids-heading" gap="xs">
            <Title order={2} size="h4" id="talent-other-bids-heading">
              {T.otherBidsHeading}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {others.map((other) => (
                <TalentEventCard key={other.bid_id} bid={other} clock={clock} nowMs={nowMs} headingLevel={3} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <EventReviews eventId={bid.event_id} />
        <BidNotifications bidId={bid.bid_id} nowMs={nowMs} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={dashboard} size="sm" w="fit-content">
          {T.backToDashboard}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
