import type { reviewsRequests } from '@stagepass/contract/reviews/index';
import type { AreaHandlers } from '../../rpc/context';

/** Reviews and recommendations: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const reviewsHandlers: AreaHandlers<typeof reviewsRequests> = {};
