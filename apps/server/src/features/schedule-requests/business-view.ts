import type { Executor } from '@stagepass/db/client';
import type { BusinessScheduleRequest } from '@stagepass/contract/schedule-requests/fields';
import { SCHEDULE_REQUEST_NOT_FOUND } from '@stagepass/domain/schedule-requests';
import { AppError } from '../../rpc/app-error';
import { toBusinessView, toThread } from './schedule-request-views';
import * as repo from './schedule-requests-repository';

/** One of the business's requests with its thread, as its event page shows it; another's answers 404. */
export async function businessView(
  db: Executor,
  businessId: number,
  requestId: number,
): Promise<BusinessScheduleRequest> {
  const row = await repo.findForBusiness(db, businessId, requestId);
  if (!row) throw new AppError('NOT_FOUND', SCHEDULE_REQUEST_NOT_FOUND, 'sch_req_id');
  return toBusinessView(row, toThread(row, await repo.messagesOf(db, [row.id]), businessId));
}
