import { agency_get_clients } from './agency_get_clients';
import { agency_switch_user } from './agency_switch_user';
import { agency_logout_user } from './agency_logout_user';
import { agency_update_pin } from './agency_update_pin';
import { authorize_agency_access } from './authorize_agency_access';
import { revoke_agency_access } from './revoke_agency_access';
import { get_agency_access } from './get_agency_access';
import { agency_audit_get } from './agency_audit_get';
import { agency_dashboard_query } from './agency_dashboard_query';

/** The agency area's requests by wire name (clients, switching into a client, the PIN and the client's authorization, the audit log and the dashboard). The registry spreads it. */
export const agencyRequests = {
  agency_get_clients,
  agency_switch_user,
  agency_logout_user,
  agency_update_pin,
  authorize_agency_access,
  revoke_agency_access,
  get_agency_access,
  agency_audit_get,
  agency_dashboard_query,
} as const;
