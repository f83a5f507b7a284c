import { DASHBOARD_TITLE } from '@stagepass/domain/dashboard';
import { AgencyClients } from '../../agency/components/agency-clients';
import { ClientOverview } from '../../agency/components/client-overview';
import { DashboardFrame } from '../components/dashboard-frame';
import { DashboardRecommendations } from '../../reviews/components/dashboard-recommendations';
import type { DashboardArea } from '../components/dashboard-frame';

// spec 000 §1 / spec 001 §1: an agency manages connected talent and business clients and can act for
// them: the client list with its switch comes first, then each client's upcoming bookings and events and what needs
// attention, with the latest daily summary (features/agency, issue 15).
const AREAS: readonly DashboardArea[] = [
  { title: 'Featured Talent', description: 'Discover talent to sign and book.', to: '/dash/featuring' },
  { title: 'Inbox', description: 'Messages with your clients and partners.', to: '/dash/inbox' },
];

/** /dash/agency-dashboard (spec 000 §2.3): agencies only. */
export function AgencyDashboardPage() {
  return (
    <DashboardFrame title={DASHBOARD_TITLE.agency} areas={AREAS}>
      <AgencyClients />
      <ClientOverview />
      <DashboardRecommendations />
    </DashboardFrame>
  );
}
