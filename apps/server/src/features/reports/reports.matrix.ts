import type { reportsRequests } from '@stagepass/contract/reports/index';
import type { AreaMatrix } from '../../rpc/authorization-matrix-fixtures';

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const reportsMatrix: AreaMatrix<typeof reportsRequests> = { fixtures: {}, foreignFixtures: {} };
