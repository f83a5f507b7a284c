import { TALENT_NOT_FOUND } from '@stagepass/domain/profiles';
import { WEBSITE_NEEDS_LOGIN, WEBSITE_NOT_PUBLISHED, WEBSITE_TALENT_ONLY } from '@stagepass/domain/creator-website';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findPublic } from '../profiles/profiles-repository';
import { findPublishedSite, loadSiteContent, toWebsite } from './website-content';
import { findWebsite } from './website-repository';

/**
 * spec 001 §7 get_user_tmpl. With a username: the published website of that talent and its content (404 otherwise,
 * the same answer whether the talent is unknown or has not published). Without: the caller's own, for the builder.
 */
export const get_user_tmpl: Handler<'get_user_tmpl'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  if (input.username !== undefined) {
    const found = await findPublishedSite(ctx.db, input.username);
    if (!found) throw new AppError('NOT_FOUND', WEBSITE_NOT_PUBLISHED, 'username');
    return {
      website: toWebsite(found.site, found.talent.username),
      content: await loadSiteContent(ctx.db, found.talent, now),
    };
  }
  if (!ctx.member) throw new AppError('UNAUTHENTICATED', WEBSITE_NEEDS_LOGIN);
  if (!ctx.member.isSpecialist && !ctx.member.agencyAsClient) throw new AppError('FORBIDDEN', WEBSITE_TALENT_ONLY);
  const talent = await findPublic(ctx.db, { id: ctx.member.id });
  if (!talent) throw new AppError('NOT_FOUND', TALENT_NOT_FOUND);
  const row = await findWebsite(ctx.db, talent.id);
  return {
    website: row ? toWebsite(row, talent.username) : null,
    content: await loadSiteContent(ctx.db, talent, now),
  };
};
