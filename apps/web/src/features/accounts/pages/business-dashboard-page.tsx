import { DASHBOARD_TITLE } from '@stagepass/domain/dashboard';
import { BusinessUpcomingEvents } from '../../events/components/business-upcoming-events';
import { NotificationList } from '../../notifications/components/notification-list';
import { DashboardFrame } from '../components/dashboard-frame';
import { DashboardRecommendations } from '../../reviews/components/dashboard-recommendations';
import type { DashboardArea } from '../components/dashboard-frame';

// spec 001 §1-§2: what businesses do; the screens arrive with their issues.
const AREAS: readonly DashboardArea[] = [
  {
    title: 'Events',
    description: 'Create events made of sub-events and tickets, and book talent for each time block.',
    to: '/dash/businessEvents',
  },
  { title: 'Featured Talent', description: 'Find talent and creators for your events.', to: '/dash/featuring' },
  { title: 'Posts', description: 'Share news with your followers.', to: '/dash/posts' },
  {
    title: 'Payments',
    description: 'Ticket revenue and booking charges. Ticket revenue pays out 3 days after the event.',
    to: '/dash/payments',
  },
  { title: 'Printable Tickets', description: 'Print tickets for your events.', to: '/dash/printableTickets' },
  { title: 'Inbox', description: 'Messages with talent and fans.', to: '/dash/inbox' },
];

/** /dash/business-dashboard (spec 000 §2.3): businesses only, with their next events first. */
export function BusinessDashboardPage() {
  return (
    <DashboardFrame title={DASHBOARD_TITLE.business} areas={AREAS}>
      <BusinessUpcomingEvents />
      <DashboardRecommendations />
      <NotificationList type="BUSINESS_EVENT" />
    </DashboardFrame>
  );
}
