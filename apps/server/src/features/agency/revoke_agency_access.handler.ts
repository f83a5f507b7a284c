import { AGENCY_ACCESS_REVOKED } from '@stagepass/domain/agency';
import type { Handler } from '../../rpc/context';
import * as agency from './agency-repository';

// spec 000 §4: the client revokes its agency; any session of that agency on the client's account ends now.
// Revoking when no agency is authorized changes nothing and says the same.
export const revoke_agency_access: Handler<'revoke_agency_access'> = async ({ ctx }) => {
  await ctx.db.transaction(async (tx) => {
    // The link first: a switch holding the link row finishes before this, and its session is then ended below.
    await agency.unlink(tx, ctx.member.id);
    await agency.endActingSessionsOn(tx, ctx.member.id);
  });
  return { success: true, message: AGENCY_ACCESS_REVOKED };
};
