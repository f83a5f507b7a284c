import type { reportsRequests } from '@stagepass/contract/reports/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_report_codes } from './get_report_codes.handler';
import { report_new_case } from './report_new_case.handler';

/** Reports: Flag as Inappropriate on posts, comments, profiles and media: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const reportsHandlers: AreaHandlers<typeof reportsRequests> = { get_report_codes, report_new_case };
