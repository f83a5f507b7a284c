import type { websiteRequests } from '@stagepass/contract/website/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_tmpl_types } from './get_tmpl_types.handler';
import { get_user_tmpl } from './get_user_tmpl.handler';
import { update_user_tmpl } from './update_user_tmpl.handler';
import { publish_user_tmpl } from './publish_user_tmpl.handler';

/** The creator website: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const websiteHandlers: AreaHandlers<typeof websiteRequests> = {
  get_tmpl_types,
  get_user_tmpl,
  update_user_tmpl,
  publish_user_tmpl,
};
