import type { Handler } from '../../rpc/context';
import * as agency from './agency-repository';

export const get_agency_access: Handler<'get_agency_access'> = async ({ ctx }) => ({
  agency: await agency.findAgencyOf(ctx.db, ctx.member.id),
});
