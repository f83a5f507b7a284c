import { Button, Card, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DASHBOARD_LOGGED_OUT, DASHBOARD_TITLE } from '@stagepass/domain/dashboard';
import { NearbyEvents } from '../../events/components/nearby-events';
import { FollowedNews } from '../../notifications/components/followed-news';
import { DashboardFrame } from '../components/dashboard-frame';
import { DashboardRecommendations } from '../../reviews/components/dashboard-recommendations';
import type { DashboardArea } from '../components/dashboard-frame';
import { useOpenAuthModal } from '../hooks/use-auth-modal';
import { useIsLoggedIn } from '../hooks/use-session';

// spec 001 §2 Featured Talent: loaded beside the page, so the greeting and nearby events do not wait for it.
const DashboardFeaturedTalent = lazy(() =>
  import('../../talent/components/featured-talent').then((m) => ({ default: m.DashboardFeaturedTalent })),
);

// spec 001 §1-§2: what a fan does; the screens arrive with their issues. Events near you and the featured talent
// are listed above the areas (NearbyEvents, DashboardFeaturedTalent).
const AREAS: readonly DashboardArea[] = [
  {
    title: 'Marketplace',
    description: 'Digital content, products and subscriptions from creators.',
    to: '/dash/marketplace',
  },
  {
    title: 'Purchases',
    description: 'Your tickets, refunds and receipts, and the content you bought.',
    to: '/dash/purchases',
    membersOnly: true,
  },
  {
    title: 'Watchlist',
    description: 'Events and products you are keeping an eye on.',
    to: '/dash/watchlist',
    membersOnly: true,
  },
  { title: 'Inbox', description: 'Messages with talent and businesses.', to: '/dash/inbox', membersOnly: true },
];

/**
 * /dash/user-dashboard (spec 000 §2.3): open to all, shown to fans, fan mode and logged-out visitors. spec 001 §2:
 * the nearby events list (Today, then Upcoming), also the Featured Events 'See more' target.
 */
export function UserDashboardPage() {
  const loggedIn = useIsLoggedIn();
  const openAuthModal = useOpenAuthModal();
  return (
    <DashboardFrame title={DASHBOARD_TITLE.user} areas={AREAS}>
      {!loggedIn && (
        <Card withBorder padding="lg">
          <Text>{DASHBOARD_LOGGED_OUT}</Text>
          <Group mt="md">
            <Button onClick={() => openAuthModal('login')}>Log In</Button>
            <Button variant="default" onClick={() => openAuthModal('register')}>
              Sign Up
            </Button>
          </Group>
        </Card>
      )}
      <NearbyEvents />
      <Suspense fallback={null}>
        <DashboardFeaturedTalent />
      </Suspense>
      <DashboardRecommendations />
      {loggedIn && <FollowedNews />}
    </DashboardFrame>
  );
}
