import type { Handler } from '../../rpc/context';
import { toWebsite } from './website-content';
import { saveWebsite } from './website-repository';

/** Ours: the talent saves their website's template and settings (one upsert; publishing is left as it is). */
export const update_user_tmpl: Handler<'update_user_tmpl'> = async ({ ctx, input }) => {
  const row = await saveWebsite(
    ctx.db,
    ctx.member.id,
    { templateId: input.template_id, settings: input.settings },
    new Date(ctx.clock.now()),
  );
  return { website: toWebsite(row, ctx.member.username) };
};
