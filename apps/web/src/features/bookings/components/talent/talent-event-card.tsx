import { Anchor, AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TalentBid } from '@stagepass/contract/bookings/fields';
import { TALENT_EVENT_BADGES, type TalentEventBadge } from '@stagepass/domain/bids';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import { EVENT_IMAGE_PLACEHOLDER } from '../../../../components/ui/event-image';
import { CalendarIcon } from '../../../../components/ui/icons';
import { ScheduleCountdown } from '../countdown';
import type { ServerClock } from '../server-clock';
import { amountText, badgesOf, bidWhenText, celebEventLink, showsCountdown, talentMessage } from './talent-bid-view';
import './talent.css';

/** spec 001 §4: each talent badge's colour. */
const BADGE_COLOR: Record<TalentEventBadge, string> = {
  [TALENT_EVENT_BADGES.booking]: 'teal',
  [TALENT_EVENT_BADGES.pastBooking]: 'gray',
  [TALENT_EVENT_BADGES.bidRequest]: 'orange',
  [TALENT_EVENT_BADGES.bid]: 'blue',
  [TALENT_EVENT_BADGES.newMessage]: 'grape',
  [TALENT_EVENT_BADGES.reviewAvailable]: 'yellow',
};

export function TalentBadges({ badges }: { badges: readonly TalentEventBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <Group gap={6} aria-label="Badges" role="list">
      {badges.map((b) => (
        <Badge key={b} role="listitem" size="sm" variant="light" color={BADGE_COLOR[b]}>
          {b}
        </Badge>
      ))}
    </Group>
  );
}

export interface TalentEventCardProps {
  /** One entry of specialist_event_query. */
  bid: TalentBid;
  /** The server's clock (useServerClock on specialist_event_query): the countdown runs on it. */
  clock: ServerClock;
  /** The server's time now on that clock (useServerNow): the message and badges are decided at it. */
  nowMs: number;
  headingLevel?: 2 | 3 | 4;
}

/**
 * spec 001 §2 widgets: the talent variant of the event card, one per bid or booking. The event's picture at the
 * booking card crop (§9: 1.333), its name, the time block in the event's time zone, the business, the price or bid,
 * the Abbreviated talent-side message, the countdown to the close while it decides the bid, and the badges of §4.
 * The whole card opens /dash/celeb-event/ with eventId, businessId, bidId and schId.
 */
export function TalentEventCard({ bid, clock, nowMs, headingLevel = 3 }: TalentEventCardProps) {
  const link = celebEventLink(bid);
  const headingId = `talent-event-card-${bid.bid_id}`;
  return (
    <Card
      component="article"
      withBorder
      padding="sm"
      radius="md"
      aria-labelledby={headingId}
      h="100%"
      className="talent-card"
    >
      <Card.Section>
        <AspectRatio ratio={CROP_RATIOS.bookingCard}>
          <Image src={bid.image_url || null} fallbackSrc={EVENT_IMAGE_PLACEHOLDER} alt={bid.event_name} fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        <TalentBadges badges={badgesOf(bid, nowMs)} />
        <Title order={headingLevel} size="h4" id={headingId} className="talent-card-name">
          <Anchor
            component={Link}
            to={link.to}
            state={link.state}
            c="var(--mantine-color-text)"
            underline="hover"
            className="talent-card-link"
          >
            {bid.event_name}
          </Anchor>
        </Title>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <CalendarIcon />
          <Text size="sm">{bidWhenText(bid)}</Text>
        </Group>
        <Text size="sm" fw={600}>
          {bid.business_name}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={700}>
            {amountText(bid)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="talent-message">
            {talentMessage(bid, 'Abbreviated', nowMs)}
          </Text>
        </Group>
        {showsCountdown(bid) && <ScheduleCountdown closesAt={bid.closes_at} clock={clock} c="dimmed" />}
      </Stack>
    </Card>
  );
}
