import { DASHBOARD_TITLE } from '@stagepass/domain/dashboard';
import { DashboardFrame } from '../components/dashboard-frame';
import type { DashboardArea } from '../components/dashboard-frame';

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

/** /dash/celeb-dashboard (spec 000 §2.3): creators only, and agencies acting as a client (§6). */
export function CelebDashboardPage() {
  return <DashboardFrame title={DASHBOARD_TITLE.specialist} areas={AREAS} />;
}
