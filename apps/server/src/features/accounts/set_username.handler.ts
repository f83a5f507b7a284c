import { USERNAME_ALREADY_SET } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { toCallerSessionUser } from './accounts-repository';
import { saveUsername } from './usernames';

// A first username only: changing one is update_username, so a creator URL never moves by accident.
export const set_username: Handler<'set_username'> = async ({ ctx, input }) => {
  if (ctx.member.username) throw new AppError('CONFLICT', USERNAME_ALREADY_SET, 'username');
  return {
    user: toCallerSessionUser(ctx.member, await saveUsername(ctx.db, ctx.member.id, input.username, 'username')),
  };
};
