import { WEBSITE_NEEDS_USERNAME, WEBSITE_NOT_SAVED } from '@stagepass/domain/creator-website';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { toWebsite } from './website-content';
import { setPublished } from './website-repository';

/**
 * Ours: publish or unpublish the saved website. /c/{username} is its address, so publishing needs a username;
 * unpublishing never does.
 */
export const publish_user_tmpl: Handler<'publish_user_tmpl'> = async ({ ctx, input }) => {
  if (input.publish && !ctx.member.username) throw new AppError('CONFLICT', WEBSITE_NEEDS_USERNAME);
  const row = await setPublished(ctx.db, ctx.member.id, input.publish, new Date(ctx.clock.now()));
  if (!row) throw new AppError('CONFLICT', WEBSITE_NOT_SAVED);
  return { website: toWebsite(row, ctx.member.username) };
};
