import type { mediaRequests } from '@stagepass/contract/media/index';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { insertLink, setMediaCompany } from './media-repository';

/** The caller's business as a media company (the role the media_company_* requests need); harmless for others. */
async function mediaRole(w: World): Promise<void> {
  if (w.me) await setMediaCompany(w.t.db, w.me.id, true);
}

/** A link of `owner`, made a media company. */
async function linkOf(w: World, owner: Person, url = 'https://press.example.com/review', description = 'Review') {
  await setMediaCompany(w.t.db, owner.id, true);
  return (await insertLink(w.t.db, owner.id, { url, description }, new Date(w.t.clock.now()))).id;
}

/** The other business's link: its address, its words and its business are the secrets. */
async function foreignLink(w: World) {
  await mediaRole(w);
  const url = `https://orchard-secret-${w.n}.example.com/show`;
  const description = `Orchard Secret Show ${w.n}`;
  const { id, email, name, username } = w.other.business;
  const secrets = [url, description, id, email, name, ...(username ? [username] : [])];
  return { linkId: await linkOf(w, w.other.business, url, description), secrets };
}

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const mediaMatrix: AreaMatrix<typeof mediaRequests> = {
  fixtures: {
    set_media_company: () => ({ is_media_company: true }),
    media_company_create_link: async (w) => {
      await mediaRole(w);
      return { url: 'https://press.example.com/interview', description: 'Interview' };
    },
    media_company_update_link: async (w) => {
      await mediaRole(w);
      return { link_id: await linkOf(w, w.me ?? w.business), url: 'https://press.example.com/v2', description: 'v2' };
    },
    media_company_delete_link: async (w) => {
      await mediaRole(w);
      return { link_id: await linkOf(w, w.me ?? w.business) };
    },
    media_company_get_links: async (w) => {
      await linkOf(w, w.business);
      return { business_id: w.business.id };
    },
  },
  foreignFixtures: {
    media_company_update_link: async (w) => {
      const { linkId, secrets } = await foreignLink(w);
      return { input: { link_id: linkId, url: 'https://taken.example.com/over', description: 'Taken' }, secrets };
    },
    media_company_delete_link: async (w) => {
      const { linkId, secrets } = await foreignLink(w);
      return { input: { link_id: linkId }, secrets };
    },
  },
};
