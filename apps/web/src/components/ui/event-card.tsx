import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EventCard as EventCardData } from '@stagepass/contract/events/fields';
import {
  BUSINESS_EVENT_BADGES,
  DRAFT_LABEL,
  PRIVATE_LABEL,
  eventDateText,
  eventPath,
  eventPriceText,
  eventTimeText,
  hasTicketPrices,
} from '@stagepass/domain/events';
import { distanceText } from '@stagepass/domain/format';
import { EventImage } from './event-image';
import { CalendarIcon, MapPinIcon } from './icons';
import { TalentThumbnails } from './talent-thumbnails';
import './event-widgets.css';

/** spec 001 §4: each business badge's colour; 'Needs Attention' stands out. */
const BADGE_COLOR: Record<string, string> = {
  [BUSINESS_EVENT_BADGES.newMessage]: 'blue',
  [BUSINESS_EVENT_BADGES.needsAttention]: 'orange',
  [BUSINESS_EVENT_BADGES.upcoming]: 'teal',
  [BUSINESS_EVENT_BADGES.past]: 'gray',
  [BUSINESS_EVENT_BADGES.reviewsAvailable]: 'grape',
};

export interface EventCardProps {
  event: EventCardData;
  /** spec 001 §2: the fan card (price, distance, talent, watch) or the business card (badges, owner actions). */
  variant: 'fan' | 'business';
  /** The watch toggle, for a logged-in member (spec 001 §6). */
  watch?: ReactNode;
  /** The owner's actions on a business card (Edit, Add time block, Delete). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** 'Dec 31 · 8:00 pm EST', in the event's time zone (spec 001 §9). */
export function eventWhenText(event: Pick<EventCardData, 'start_time' | 'time_zone'>): string {
  return `${eventDateText(event.start_time, event.time_zone)} · ${eventTimeText(event.start_time, event.time_zone)}`;
}

/** spec 001 §2 widgets: the event card, linking to the event page. */
export function EventCard({ event, variant, watch, actions, headingLevel = 3 }: EventCardProps) {
  const to = eventPath(event.event_id);
  const headingId = `event-card-${variant}-${event.event_id}`;
  const showPrice = variant === 'fan' || hasTicketPrices(event.ticket_price_range);
  return (
    <Card component="article" withBorder padding="sm" radius="md" aria-labelledby={headingId} h="100%">
      <Card.Section>
        <EventImage src={event.image_url} alt={event.event_name} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flexGrow: 1 }}>
        {variant === 'business' && (event.badges.length > 0 || event.draft || event.private) && (
          <Group gap={6} aria-label="Badges" role="list">
            {event.badges.map((b) => (
              <Badge key={b} role="listitem" size="sm" variant="light" color={BADGE_COLOR[b] ?? 'gray'}>
                {b}
              </Badge>
            ))}
            {event.draft && (
              <Badge role="listitem" size="sm" variant="outline" color="gray">
                {DRAFT_LABEL}
              </Badge>
            )}
            {event.private && (
              <Badge role="listitem" size="sm" variant="outline" color="gray">
                {PRIVATE_LABEL}
              </Badge>
            )}
          </Group>
        )}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingLevel} size="h4" id={headingId} className="event-card-name">
            <Anchor component={Link} to={to} c="var(--mantine-color-text)" underline="hover">
              {event.event_name}
            </Anchor>
          </Title>
          {watch}
        </Group>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <CalendarIcon />
          <Text size="sm">{eventWhenText(event)}</Text>
        </Group>
        {variant === 'fan' && event.distance !== null && (
          <Group gap={6} wrap="nowrap" c="dimmed">
            <MapPinIcon />
            <Text size="sm" data-testid="event-distance">
              {distanceText(event.distance)}
            </Text>
          </Group>
        )}
        {showPrice && (
          <Text size="sm" fw={700} data-testid="event-price">
            {eventPriceText(event.ticket_price_range, event.country)}
          </Text>
        )}
        {variant === 'fan' && <TalentThumbnails celebs={event.celebs} size="sm" />}
      </Stack>
      {actions && (
        <Group gap="xs" mt="sm">
          {actions}
        </Group>
      )}
    </Card>
  );
}
