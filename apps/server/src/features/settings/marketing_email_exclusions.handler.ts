import type { Handler } from '../../rpc/context';
import { listExclusions } from './settings-repository';

export const marketing_email_exclusions: Handler<'marketing_email_exclusions'> = async ({ ctx }) => ({
  exclusions: await listExclusions(ctx.db, ctx.member.id),
});
