import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TalentBid } from '@stagepass/contract/bookings/fields';
import { DASHBOARD_TITLE } from '@stagepass/domain/dashboard';
import { hasPage } from '../../../app/route-table';
import { EmptyState, type EmptyStateAction } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { DashboardFrame, type DashboardArea } from '../../accounts/components/dashboard-frame';
import { NotificationList } from '../../notifications/components/notification-list';
import { ScheduleRequestList } from '../../schedule-requests/components/schedule-request-list';
import { TalentTraitsCard } from '../../talent/components/talent-traits-card';
import { DashboardRecommendations } from '../../reviews/components/dashboard-recommendations';
import { useServerClock, useServerNow, type ServerClock } from '../components/server-clock';
import { groupTalentBids } from '../components/talent/talent-bid-view';
import { TalentEventCard } from '../components/talent/talent-event-card';
import { TALENT_TEXTS as T } from '../components/talent/talent-texts';

// spec 001 §1-§2: what talent and creators do; the screens arrive with their issues.
const AREAS: readonly DashboardArea[] = [
  {
    title: 'Schedules',
    description: 'Publish when and where you can be booked, then approve or reject the bids businesses place.',
    to: '/dash/scheduling',
  },
  {
    title: 'Digital',
    description: 'Sell digital assets, products and subscriptions to your fans.',
    to: '/dash/createDigital',
  },
  { title: 'Website', description: 'Your own creator website.', to: '/dash/website' },
  {
    title: 'Payments',
    description: 'Booking fees and sales. Bookings pay out 5 days after the event unless a dispute is filed.',
    to: '/dash/payments',
  },
  { title: 'Inbox', description: 'Messages with businesses and fans.', to: '/dash/inbox' },
];

const SCHEDULING_PATH = '/dash/scheduling';

function BidGroup({
  id,
  title,
  empty,
  emptyHint,
  emptyAction,
  bids,
  clock,
  nowMs,
}: {
  id: string;
  title: string;
  empty: string;
  emptyHint: string;
  emptyAction?: EmptyStateAction | null;
  bids: TalentBid[];
  clock: ServerClock;
  nowMs: number;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {bids.length === 0 ? (
        <EmptyState message={empty} description={emptyHint} action={emptyAction} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {bids.map((bid) => (
            <TalentEventCard key={bid.bid_id} bid={bid} clock={clock} nowMs={nowMs} headingLevel={4} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The talent's bids and bookings (specialist_event_query), one card each: Upcoming bookings, Bids and requests, Past. */
function TalentEvents() {
  const query = useRequest('specialist_event_query', {}, { meta: { silent: true } });
  // Cards, groups, messages and countdowns run on the server's clock.
  const clock = useServerClock(query);
  const nowMs = useServerNow(clock);
  if (query.isPending) return <Skeleton h={240} aria-label={T.loadingEvents} />;
  if (query.isError) return <Alert color="gray">{query.error.message}</Alert>;
  const groups = groupTalentBids(query.data.events, nowMs);
  return (
    <Stack gap="lg">
      <BidGroup
        id="talent-upcoming"
        title={T.upcomingHeading}
        empty={T.upcomingEmpty}
        emptyHint={T.upcomingHint}
        bids={groups.upcoming}
        clock={clock}
        nowMs={nowMs}
      />
      <BidGroup
        id="talent-bids"
        title={T.bidsHeading}
        empty={T.bidsEmpty}
        emptyHint={T.bidsHint}
        // Bids come to published schedules: the step that brings the first one.
        emptyAction={hasPage(SCHEDULING_PATH) ? { label: T.publishSchedule, to: SCHEDULING_PATH } : null}
        bids={groups.bids}
        clock={clock}
        nowMs={nowMs}
      />
      <BidGroup
        id="talent-past"
        title={T.pastHeading}
        empty={T.pastEmpty}
        emptyHint={T.pastHint}
        bids={groups.past}
        clock={clock}
        nowMs={nowMs}
      />
    </Stack>
  );
}

/**
 * /dash/celeb-dashboard (spec 001 §2: 'Talent home'; creators, and agencies acting as a client, spec 000 §6): the
 * talent's event cards with their badges, the booking notifications (SPECIALIST_EVENT), the schedule requests, and
 * the creator areas.
 */
export function CelebDashboardPage() {
  return (
    <DashboardFrame title={DASHBOARD_TITLE.specialist} areas={AREAS}>
      <TalentTraitsCard />
      <DashboardRecommendations />
      <Stack component="section" aria-labelledby="talent-events-heading" gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="talent-events-heading">
            {T.eventsHeading}
          </Title>
          {hasPage(SCHEDULING_PATH) && (
            <Button component={Link} to={SCHEDULING_PATH} variant="light" size="xs">
              {T.manageSchedules}
            </Button>
          )}
        </Group>
        <TalentEvents />
      </Stack>
      <NotificationList type="SPECIALIST_EVENT" />
      <ScheduleRequestList />
    </DashboardFrame>
  );
}
