import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import type { EventCard } from '@stagepass/contract/events/fields';
import {
  ADD_TIME_BLOCK,
  DRAFT_LABEL,
  EVENT_TALENT,
  EVENT_TICKETS,
  EVENT_TIME_BLOCKS,
  ONLINE_EVENT,
  PRIVATE_LABEL,
  SHARE_EVENT,
  SHARE_EVENT_TITLE,
  VIEW_ON_MAP,
  eventDateText,
  eventMapUrl,
  eventPath,
  eventPriceText,
  eventTimeText,
  hasTicketPrices,
  venueDay,
} from '@stagepass/domain/events';
import { EventImage } from '../../../components/ui/event-image';
import { CalendarIcon, MapPinIcon, ShareIcon } from '../../../components/ui/icons';
import { ShareLinkModal } from '../../../components/ui/share-link-modal';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useIsEventOwner } from '../hooks/use-event-owner';
import { BUSINESS_EVENTS_PATH, subEventLink } from '../lib/event-links';
import { FollowButton } from '../../follows/components/follow-button';
import { EventWatchToggle } from './event-watch-toggle';
import { OwnerEventActions } from './owner-event-actions';
import { TimeBlockList } from './time-block-list';
import '../styles/events.css';

/** 'Dec 31 · 8:00 pm – 11:00 pm EST', with the end date when the event runs past midnight (spec 001 §9 formats). */
export function eventSpanText(event: Pick<EventCard, 'start_time' | 'end_time' | 'time_zone'>): string {
  const tz = event.time_zone;
  const start = `${eventDateText(event.start_time, tz)} · ${eventTimeText(event.start_time, tz)}`;
  const sameDay = venueDay(event.start_time, tz) === venueDay(event.end_time, tz);
  const end = sameDay
    ? eventTimeText(event.end_time, tz)
    : `${eventDateText(event.end_time, tz)} · ${eventTimeText(event.end_time, tz)}`;
  return `${start} – ${end}`;
}

/** The shareable link of an event page (spec 001 §2: /dash/event/{eventId}). */
export function eventShareUrl(eventId: number): string {
  return new URL(eventPath(eventId), window.location.origin).toString();
}

/** spec 001 §2 /event/{eventId}: the event as everyone sees it, with the owner's actions. */
export function EventDetails({ event }: { event: EventCard }) {
  const owner = useIsEventOwner(event);
  const navigate = useNavigate();
  const [sharing, share] = useDisclosure(false);
  const addBlock = subEventLink(event.event_id);

  return (
    <Stack gap="lg">
      <EventImage src={event.image_url} alt={event.event_name} radius="md" />

      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.event_name}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {/* Watching carries no password, so only its business watches a private event (watch_item). */}
            {(!event.private || owner) && <EventWatchToggle event={event} />}
            <Button variant="default" leftSection={<ShareIcon />} onClick={share.open}>
              {SHARE_EVENT}
            </Button>
          </Group>
        </Group>
        {(event.draft || event.private) && (
          <Group gap={6}>
            {event.draft && (
              <Badge variant="outline" color="gray">
                {DRAFT_LABEL}
              </Badge>
            )}
            {event.private && (
              <Badge variant="outline" color="gray">
                {PRIVATE_LABEL}
              </Badge>
            )}
          </Group>
        )}
        <Group gap="xs">
          <Text c="dimmed">by {event.business_name}</Text>
          <FollowButton memberId={event.business_id} followedType="BUSINESS" name={event.business_name} />
        </Group>
        {owner && (
          <Group gap="xs">
            <OwnerEventActions
              event={event}
              size="sm"
              withAddTimeBlock={false}
              onDeleted={() => void navigate(BUSINESS_EVENTS_PATH)}
            />
          </Group>
        )}
      </Stack>

      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <CalendarIcon />
          <Text>{eventSpanText(event)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <MapPinIcon />
          {event.online_only ? (
            <Text>{ONLINE_EVENT}</Text>
          ) : (
            <Text>
              {event.address}{' '}
              <Anchor
                href={eventMapUrl(event.latitude, event.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                underline="always"
              >
                {VIEW_ON_MAP}
              </Anchor>
            </Text>
          )}
        </Group>
        {hasTicketPrices(event.ticket_price_range) && (
          <Text fw={700}>
            {EVENT_TICKETS}: {eventPriceText(event.ticket_price_range, event.country)}
          </Text>
        )}
      </Stack>

      {event.description && <Text className="event-description">{event.description}</Text>}

      {event.celebs.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="event-talent">
          <Title order={2} size="h3" id="event-talent">
            {EVENT_TALENT}
          </Title>
          <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {event.celebs.map(([id, name, photo]) => (
              <Group component="li" key={id} gap="xs" wrap="nowrap">
                <UserAvatar name={name} image={photo} size="md" />
                <Text size="sm">{name}</Text>
              </Group>
            ))}
          </Group>
        </Stack>
      )}

      <Stack component="section" gap="xs" aria-labelledby="event-time-blocks">
        <Group justify="space-between">
          <Title order={2} size="h3" id="event-time-blocks">
            {EVENT_TIME_BLOCKS}
          </Title>
          {owner && (
            <Button component={Link} to={addBlock.to} state={addBlock.state} size="xs" variant="light">
              {ADD_TIME_BLOCK}
            </Button>
          )}
        </Group>
        <TimeBlockList event={event} owner={owner} />
      </Stack>

      <ShareLinkModal
        opened={sharing}
        onClose={share.close}
        title={SHARE_EVENT_TITLE}
        url={eventShareUrl(event.event_id)}
        withQr
      />
    </Stack>
  );
}
