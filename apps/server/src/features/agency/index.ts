import type { agencyRequests } from '@stagepass/contract/agency/index';
import type { AreaHandlers } from '../../rpc/context';
import { agency_get_clients } from './agency_get_clients.handler';
import { agency_switch_user } from './agency_switch_user.handler';
import { agency_logout_user } from './agency_logout_user.handler';
import { agency_update_pin } from './agency_update_pin.handler';
import { authorize_agency_access } from './authorize_agency_access.handler';
import { revoke_agency_access } from './revoke_agency_access.handler';
import { get_agency_access } from './get_agency_access.handler';
import { agency_audit_get } from './agency_audit_get.handler';
import { agency_dashboard_query } from './agency_dashboard_query.handler';

/** The agency area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const agencyHandlers: AreaHandlers<typeof agencyRequests> = {
  agency_get_clients,
  agency_switch_user,
  agency_logout_user,
  agency_update_pin,
  authorize_agency_access,
  revoke_agency_access,
  get_agency_access,
  agency_audit_get,
  agency_dashboard_query,
};
