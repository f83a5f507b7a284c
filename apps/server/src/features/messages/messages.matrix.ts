import type { messagesRequests } from '@stagepass/contract/messages/index';
import type { AreaMatrix } from '../../rpc/authorization-matrix-fixtures';

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const messagesMatrix: AreaMatrix<typeof messagesRequests> = { fixtures: {}, foreignFixtures: {} };
