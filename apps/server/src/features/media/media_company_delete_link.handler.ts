import { MEDIA_LINK_NOT_FOUND } from '@stagepass/domain/media-links';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { requireMediaCompany } from './media-links';
import { deleteOwnLink } from './media-repository';

/** spec 001 §7 media_company_delete_link (link_id): the company's own link, else 404. */
export const media_company_delete_link: Handler<'media_company_delete_link'> = async ({ ctx, input }) => {
  requireMediaCompany(ctx.member);
  if (!(await deleteOwnLink(ctx.db, input.link_id, ctx.member.id)))
    throw new AppError('NOT_FOUND', MEDIA_LINK_NOT_FOUND, 'link_id');
  return { link_id: input.link_id, deleted: true as const };
};
