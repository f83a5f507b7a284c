import type { reportsRequests } from '@stagepass/contract/reports/index';
import type { AreaHandlers } from '../../rpc/context';

/** Reports: Flag as Inappropriate on posts, comments, profiles and media: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const reportsHandlers: AreaHandlers<typeof reportsRequests> = {};
