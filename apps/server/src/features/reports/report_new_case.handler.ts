import {
  REPORTS_PER_HOUR,
  REPORT_CODE_MISMATCH,
  REPORT_NOT_FOUND,
  REPORT_OWN_ITEM,
  isCodeFor,
  reportKindOf,
  tooManyReportsMessage,
} from '@stagepass/domain/reports';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { fileCase, findReportedItem } from './reports-repository';

/**
 * spec 001 §7 report_new_case (code, description, credentials), §3 Case report: a signed-in member flags a profile,
 * post, comment or gallery item (type 5: user_id and media_index). Stored for staff with a snapshot of the item.
 */
export const report_new_case: Handler<'report_new_case'> = async ({ ctx, input }) => {
  const kind = reportKindOf(input.credentials.type);
  if (!isCodeFor(input.code, kind)) throw new AppError('INVALID_INPUT', REPORT_CODE_MISMATCH, 'code');
  const item = await findReportedItem(ctx.db, input.credentials);
  if (!item) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND[kind], 'credentials');
  if (item.subjectId === ctx.member.id) throw new AppError('INVALID_INPUT', REPORT_OWN_ITEM, 'credentials');

  const filed = await fileCase(ctx.db, {
    reporterId: ctx.member.id,
    code: input.code,
    description: input.description.trim(),
    item,
    now: new Date(ctx.clock.now()),
    perHour: REPORTS_PER_HOUR,
  });
  if (filed === 'limit') throw AppError.tooManyRequests(tooManyReportsMessage(), 3_600);
  return { case_id: filed.caseId, duplicate: filed.duplicate };
};
