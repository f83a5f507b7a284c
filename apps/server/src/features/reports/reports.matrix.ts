import type { reportsRequests } from '@stagepass/contract/reports/index';
import { profileMedia } from '@stagepass/db/schema/conversation';
import type { AreaMatrix } from '../../rpc/authorization-matrix-fixtures';

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const reportsMatrix: AreaMatrix<typeof reportsRequests> = {
  fixtures: {
    get_report_codes: () => ({ for_acct: false, cred: 5 }),
    // A photo in the gallery of a business none of the callers is (so nobody reports their own).
    report_new_case: async (w) => {
      await w.t.db
        .insert(profileMedia)
        .values({
          memberId: w.other.business.id,
          mediaIndex: 0,
          mediaType: 'YouTube',
          url: 'dQw4w9WgXcQ',
          createdAt: new Date(w.t.clock.now()),
        })
        .onConflictDoNothing();
      return {
        code: 'SPAM',
        description: 'Matrix report',
        credentials: { type: 5, user_id: w.other.business.id, media_index: 0 },
      };
    },
  },
  foreignFixtures: {},
};
