import { AGENCY_ACCESS_REVOKED } from '@stagepass/domain/agency';
import type { Handler } from '../../rpc/context';
import { endAgencyEndpoints } from '../webhooks/webhook-agency-access';
import * as agency from './agency-repository';

// spec 000 §4: the client revokes its agency; any session of that agency on the client's account ends now, and what
// the agency set up while acting that would keep working without it (webhook endpoints it made or pointed elsewhere)
// is turned off, in the same transaction. Revoking when no agency is authorized changes nothing and says the same.
export const revoke_agency_access: Handler<'revoke_agency_access'> = async ({ ctx }) => {
  await ctx.db.transaction(async (tx) => {
    // The link first: a switch holding the link row finishes before this, and its session is then ended below.
    const agencyId = await agency.unlink(tx, ctx.member.id);
    await agency.endActingSessionsOn(tx, ctx.member.id);
    if (agencyId !== null) await endAgencyEndpoints(tx, ctx.member.id, agencyId);
  });
  return { success: true, message: AGENCY_ACCESS_REVOKED };
};
