import type { postsRequests } from '@stagepass/contract/posts/index';
import type { AreaMatrix } from '../../rpc/authorization-matrix-fixtures';

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const postsMatrix: AreaMatrix<typeof postsRequests> = { fixtures: {}, foreignFixtures: {} };
