import { AGENCY_PIN_SAVED } from '@stagepass/domain/agency';
import type { Handler } from '../../rpc/context';
import { hashPassword } from '../accounts/passwords';
import * as agency from './agency-repository';

// spec 000 §4: the agency sets its PIN; only an argon2id hash of it is kept. Existing clients stay linked.
export const agency_update_pin: Handler<'agency_update_pin'> = async ({ ctx, input }) => {
  await agency.savePin(ctx.db, ctx.member.id, await hashPassword(input.pin), new Date(ctx.clock.now()));
  return { success: true, message: AGENCY_PIN_SAVED };
};
