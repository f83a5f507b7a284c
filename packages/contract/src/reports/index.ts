import { get_report_codes } from './get_report_codes';
import { report_new_case } from './report_new_case';

/**
 * Reports: Flag as Inappropriate on posts, comments, profiles and media (spec 001 §7 Posts and comments). The registry spreads it.
 */
export const reportsRequests = { get_report_codes, report_new_case } as const;
