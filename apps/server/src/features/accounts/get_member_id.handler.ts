import { NO_MEMBER_WITH_USERNAME } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { findPublicByUsername } from './accounts-repository';

// spec 000 §2.10: /c/{username}. Only the id leaves: no email, phone or address.
export const get_member_id: Handler<'get_member_id'> = async ({ ctx, input }) => {
  const found = await findPublicByUsername(ctx.db, input.username);
  if (!found) throw new AppError('NOT_FOUND', NO_MEMBER_WITH_USERNAME, 'username');
  return { member_id: found.id };
};
