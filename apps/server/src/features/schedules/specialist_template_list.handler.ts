import type { Handler } from '../../rpc/context';
import { templateItems } from './schedules-repository';

/** spec 001 §7 specialist_template_list: the talent's templates, by name. */
export const specialist_template_list: Handler<'specialist_template_list'> = async ({ ctx }) => ({
  templates: await templateItems(ctx.db, ctx.member.id),
});
