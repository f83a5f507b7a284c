import type { settingsRequests } from '@stagepass/contract/settings/index';
import type { AreaHandlers } from '../../rpc/context';
import { marketing_email_types } from './marketing_email_types.handler';
import { marketing_email_exclusions } from './marketing_email_exclusions.handler';
import { update_marketing_email_exclusions } from './update_marketing_email_exclusions.handler';

/** The settings area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const settingsHandlers: AreaHandlers<typeof settingsRequests> = {
  marketing_email_types,
  marketing_email_exclusions,
  update_marketing_email_exclusions,
};
