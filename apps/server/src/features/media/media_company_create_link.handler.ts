import { MEDIA_LINKS_FULL, MEDIA_LINKS_MAX } from '@stagepass/domain/media-links';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { requireMediaCompany, toMediaLink } from './media-links';
import { countLinks, insertLink, lockMember } from './media-repository';

/**
 * spec 001 §7 media_company_create_link (url, description). The count and the insert share a transaction with the
 * company's row locked, so links added at once cannot pass MEDIA_LINKS_MAX.
 */
export const media_company_create_link: Handler<'media_company_create_link'> = async ({ ctx, input }) => {
  requireMediaCompany(ctx.member);
  const me = ctx.member.id;
  const row = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, me);
    if ((await countLinks(tx, me)) >= MEDIA_LINKS_MAX) throw new AppError('CONFLICT', MEDIA_LINKS_FULL);
    return insertLink(tx, me, { url: input.url, description: input.description }, new Date(ctx.clock.now()));
  });
  return { link: toMediaLink(row) };
};
