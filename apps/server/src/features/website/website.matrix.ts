import { eq } from 'drizzle-orm';
import type { websiteRequests } from '@stagepass/contract/website/index';
import { members } from '@stagepass/db/schema/accounts';
import { defaultWebsiteSettings } from '@stagepass/domain/creator-website';
import type { AreaMatrix, World } from '../../rpc/authorization-matrix-fixtures';
import { saveWebsite, setPublished } from './website-repository';

/** A saved website of the caller (a talent, or the client an agency acts for); others are refused before it matters. */
async function ownWebsite(w: World): Promise<void> {
  if (!w.me) return;
  const now = new Date(w.t.clock.now());
  await saveWebsite(w.t.db, w.me.id, { templateId: 'tour', settings: defaultWebsiteSettings('tour') }, now);
  // Publishing needs a username (/c/{username}).
  await w.t.db
    .update(members)
    .set({ username: `site${w.n}` })
    .where(eq(members.id, w.me.id));
}

/** The world's talent with a username and a published website. */
async function publishedWebsite(w: World): Promise<string> {
  const username = `tomas${w.n}`;
  const now = new Date(w.t.clock.now());
  await w.t.db.update(members).set({ username }).where(eq(members.id, w.talent.id));
  await saveWebsite(
    w.t.db,
    w.talent.id,
    { templateId: 'spotlight', settings: defaultWebsiteSettings('spotlight') },
    now,
  );
  await setPublished(w.t.db, w.talent.id, true, now);
  return username;
}

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const websiteMatrix: AreaMatrix<typeof websiteRequests> = {
  fixtures: {
    get_tmpl_types: () => ({}),
    get_user_tmpl: async (w) => ({ username: await publishedWebsite(w) }),
    update_user_tmpl: () => ({ template_id: 'storefront', settings: defaultWebsiteSettings('storefront') }),
    publish_user_tmpl: async (w) => {
      await ownWebsite(w);
      return { publish: true };
    },
  },
  foreignFixtures: {},
};
