import type { Handler } from '../../rpc/context';
import { setMediaCompany } from './media-repository';

/** Ours (spec 001 §6 'media company role'): a business turns the role on or off; its links are kept either way. */
export const set_media_company: Handler<'set_media_company'> = async ({ ctx, input }) => {
  await setMediaCompany(ctx.db, ctx.member.id, input.is_media_company);
  return { is_media_company: input.is_media_company };
};
