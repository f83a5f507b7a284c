import { MEDIA_LINK_NOT_FOUND } from '@stagepass/domain/media-links';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { requireMediaCompany, toMediaLink } from './media-links';
import { updateOwnLink } from './media-repository';

/** spec 001 §7 media_company_update_link (link_id, url, description): the company's own link, else 404. */
export const media_company_update_link: Handler<'media_company_update_link'> = async ({ ctx, input }) => {
  requireMediaCompany(ctx.member);
  const row = await updateOwnLink(
    ctx.db,
    input.link_id,
    ctx.member.id,
    { url: input.url, description: input.description },
    new Date(ctx.clock.now()),
  );
  if (!row) throw new AppError('NOT_FOUND', MEDIA_LINK_NOT_FOUND, 'link_id');
  return { link: toMediaLink(row) };
};
