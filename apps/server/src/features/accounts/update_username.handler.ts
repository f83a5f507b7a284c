import type { Handler } from '../../rpc/context';
import { toCallerSessionUser } from './accounts-repository';
import { saveUsername } from './usernames';

export const update_username: Handler<'update_username'> = async ({ ctx, input }) => ({
  user: toCallerSessionUser(ctx.member, await saveUsername(ctx.db, ctx.member.id, input.username, 'username')),
});
