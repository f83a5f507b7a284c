import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EventCard } from '@stagepass/contract/events/fields';
import { useIsEventOwner } from '../../../events/hooks/use-event-owner';
import { BUSINESS_BID_TEXTS as T } from './business-bid-texts';

// The bids panel (and its dialogs) loads only for the event's business.
const EventBidsPanel = lazy(() => import('./event-bids-panel').then((m) => ({ default: m.EventBidsPanel })));

/** Where the event page mounts the business's bids and bookings: nothing for anyone but the event's business. */
export function EventBidsSlot({ event }: { event: EventCard }) {
  const owner = useIsEventOwner(event);
  if (!owner) return null;
  return (
    <Suspense fallback={<Skeleton h={120} aria-label={T.loadingPanel} />}>
      <EventBidsPanel event={event} />
    </Suspense>
  );
}
