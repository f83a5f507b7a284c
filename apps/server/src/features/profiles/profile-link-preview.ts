import type { Database } from '@stagepass/db/client';
import { idField } from '@stagepass/contract/ids';
import { areaText, businessProfilePath, talentKey, talentProfilePath } from '@stagepass/domain/profiles';
import { findPublic, talentTraitsOf } from './profiles-repository';

const escapeHtml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c);

const DESCRIPTION_MAX = 200;

/** The head of a profile page: the title and the Open Graph and Twitter tags (as events' link previews). */
function profileTags(p: { name: string; description: string; path: string; photo: string | null }, publicUrl: string) {
  const url = new URL(p.path, publicUrl).href;
  const image = p.photo ? new URL(p.photo, publicUrl).href : null;
  const description = p.description.slice(0, DESCRIPTION_MAX);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', 'Stagepass'],
    ['property', 'og:title', p.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...(image ? ([['property', 'og:image', image]] as [string, string, string][]) : []),
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', p.name],
    ['name', 'twitter:description', description],
    ...(image ? ([['name', 'twitter:image', image]] as [string, string, string][]) : []),
    ['name', 'description', description],
  ];
  return [
    `<title>${escapeHtml(p.name)} · Stagepass</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/**
 * Issue 13: a shared talent link (/dash/c/{id or username}) previews with the talent's name, traits and photo.
 * Crawlers run no JavaScript, so the server writes the tags. Only an active talent is described; anything else gets
 * the plain app page.
 */
export async function talentPreviewTags(db: Database, param: string, publicUrl: string): Promise<string | null> {
  const key = talentKey(param);
  if (!key) return null;
  const row = await findPublic(db, 'sp_id' in key ? { id: key.sp_id } : key);
  if (!row?.isSpecialist) return null;
  const traits = (await talentTraitsOf(db, row.id)).map((t) => t.name);
  const area = areaText({ locality: row.locality, administrative_area: row.administrativeArea, country: row.country });
  return profileTags(
    {
      name: row.name,
      description: [traits.join(', '), area, 'Talent on Stagepass'].filter(Boolean).join(' · '),
      path: talentProfilePath(row.id, row.username),
      photo: row.photo,
    },
    publicUrl,
  );
}

/** Issue 13: a shared business link (/dash/b/{id}) previews with its name, area and photo. */
export async function businessPreviewTags(db: Database, param: string, publicUrl: string): Promise<string | null> {
  const id = idField.safeParse(Number(param));
  if (!id.success) return null;
  const row = await findPublic(db, { id: id.data });
  if (!row?.isBusiness) return null;
  const area = areaText({ locality: row.locality, administrative_area: row.administrativeArea, country: row.country });
  return profileTags(
    {
      name: row.name,
      description: [area, 'Events on Stagepass'].filter(Boolean).join(' · '),
      path: businessProfilePath(row.id),
      photo: row.photo,
    },
    publicUrl,
  );
}
