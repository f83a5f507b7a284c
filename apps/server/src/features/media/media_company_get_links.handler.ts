import { BUSINESS_NOT_FOUND } from '@stagepass/domain/profiles';
import { MEDIA_COMPANY_BUSINESS_ONLY, MEDIA_LINKS_NEED_LOGIN } from '@stagepass/domain/media-links';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { requireMediaCompany, toMediaLink } from './media-links';
import { findBusiness, listLinks } from './media-repository';

/**
 * spec 001 §7 media_company_get_links. Without business_id, the caller's own (a media company only). With it, what
 * the business profile shows: a business that is not a media company shows no links, even ones it kept.
 */
export const media_company_get_links: Handler<'media_company_get_links'> = async ({ ctx, input }) => {
  if (input.business_id === undefined) {
    if (!ctx.member) throw new AppError('UNAUTHENTICATED', MEDIA_LINKS_NEED_LOGIN);
    if (!ctx.member.isBusiness) throw new AppError('FORBIDDEN', MEDIA_COMPANY_BUSINESS_ONLY);
    requireMediaCompany(ctx.member);
    const rows = await listLinks(ctx.db, ctx.member.id);
    return { business_id: ctx.member.id, is_media_company: true, links: rows.map(toMediaLink) };
  }
  const business = await findBusiness(ctx.db, input.business_id);
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND, 'business_id');
  const rows = business.isMediaCompany ? await listLinks(ctx.db, business.id) : [];
  return { business_id: business.id, is_media_company: business.isMediaCompany, links: rows.map(toMediaLink) };
};
