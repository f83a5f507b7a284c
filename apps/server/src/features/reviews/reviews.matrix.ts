import type { reviewsRequests } from '@stagepass/contract/reviews/index';
import type { AreaMatrix } from '../../rpc/authorization-matrix-fixtures';

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const reviewsMatrix: AreaMatrix<typeof reviewsRequests> = { fixtures: {}, foreignFixtures: {} };
