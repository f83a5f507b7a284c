import { REPORT_TYPES, reportCodesFor } from '@stagepass/domain/reports';
import type { Handler } from '../../rpc/context';

/** spec 001 §7 get_report_codes (for_acct, cred): the account reasons for a profile, else the content reasons. */
export const get_report_codes: Handler<'get_report_codes'> = async ({ input }) => {
  const forAcct = input.for_acct ?? input.cred === REPORT_TYPES.profile;
  return { codes: reportCodesFor(forAcct).map(({ code, label }) => ({ code, label })) };
};
