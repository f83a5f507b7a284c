import type { launchRequests } from '@stagepass/contract/launch/index';
import type { AreaHandlers } from '../../rpc/context';
import { submit_marketing_form } from './submit_marketing_form.handler';

/** The launch area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const launchHandlers: AreaHandlers<typeof launchRequests> = {
  submit_marketing_form,
};
