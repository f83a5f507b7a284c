import { NO_MEMBER_WITH_ID } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { findPublicById } from './accounts-repository';

export const get_username: Handler<'get_username'> = async ({ ctx, input }) => {
  const found = await findPublicById(ctx.db, input.user_id);
  if (!found) throw new AppError('NOT_FOUND', NO_MEMBER_WITH_ID, 'user_id');
  return { username: found.username };
};
