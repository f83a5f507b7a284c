import type { Database } from '@stagepass/db/client';
import { renderCreatorSite } from '@stagepass/domain/creator-website-html';
import { creatorSitePath } from '@stagepass/domain/creator-website';
import { isUsername } from '@stagepass/domain/validators';
import { findPublishedSite, loadSiteContent, toWebsite } from './website-content';

/**
 * spec 000 §2.10 /c/{username}, issue 15: the talent's published website as the server renders it (plain HTML with
 * its Open Graph tags, no script), or null when there is none, so the web app's redirect to /dash/c/{username} (or
 * 'That creator URL is invalid.') runs instead.
 */
export async function creatorSitePage(
  db: Database,
  username: string,
  nowMs: number,
  publicUrl: string,
): Promise<string | null> {
  if (username === '' || !isUsername(username)) return null;
  const found = await findPublishedSite(db, username);
  if (!found) return null;
  const site = toWebsite(found.site, found.talent.username);
  return renderCreatorSite({
    template_id: site.template_id,
    settings: site.settings,
    content: await loadSiteContent(db, found.talent, nowMs),
    origin: publicUrl,
    path: creatorSitePath(found.talent.username),
  });
}
