import { DASHBOARD_TITLE } from '@stagepass/domain/dashboard';
import { AgencyClients } from '../../agency/components/agency-clients';
import { DashboardFrame } from '../components/dashboard-frame';
import { DashboardRecommendations } from '../../reviews/components/dashboard-recommendations';
import type { DashboardArea } from '../components/dashboard-frame';

// spec 000 §1 / spec 001 §1: an agency manages connected talent and business clients and can act for
// them: the client list with its switch comes first (features/agency).
const AREAS: readonly DashboardArea[] = [
  { title: 'Featured Talent', description: 'Discover talent to sign and book.', to: '/dash/featuring' },
  { title: 'Inbox', description: 'Messages with your clients and partners.', to: '/dash/inbox' },
];

/** /dash/agency-dashboard (spec 000 §2.3): agencies only. */
export function AgencyDashboardPage() {
  return (
    <DashboardFrame title={DASHBOARD_TITLE.agency} areas={AREAS}>
      <AgencyClients />
      <DashboardRecommendations />
    </DashboardFrame>
  );
}
