import { MANAGER_PASSWORD_SAVED } from '@stagepass/domain/guests';
import type { Handler } from '../../rpc/context';
import { hashPassword } from '../accounts/passwords';
import { ownEvent } from './guest-access';
import * as repo from './guests-repository';

/** Sets the event's manager password (hashed like an account's); the devices signed in with the old one sign in again. */
export const business_set_manager_password: Handler<'business_set_manager_password'> = async ({ ctx, input }) => {
  const event = await ownEvent(ctx.db, ctx.member.id, input.event_id);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction((tx) => repo.setManagerPassword(tx, event.id, passwordHash, new Date(ctx.clock.now())));
  return { manager_password_set: true as const, message: MANAGER_PASSWORD_SAVED };
};
