import { LOCATION_IN_USE, LOCATION_NOT_FOUND } from '@stagepass/domain/schedules';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './schedules-repository';

/**
 * spec 001 §7 location_delete (location): refused while a schedule that has not ended uses it. Otherwise it is
 * hidden (deleted_at): past schedules keep pointing at it and still read its name.
 */
export const location_delete: Handler<'location_delete'> = async ({ ctx, input }) => {
  const talentId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await repo.lockTalentSchedules(tx, talentId);
    const current = await repo.findOwnLocation(tx, talentId, input.location);
    if (!current) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND, 'location');
    if (await repo.locationInUse(tx, current.id, now)) throw new AppError('CONFLICT', LOCATION_IN_USE, 'location');
    await repo.softDeleteLocation(tx, current.id, now);
  });
  return { location_id: input.location };
};
