import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';
import * as repo from './webhooks-repository';

// Webhook endpoints an agency sets up while acting for a client (agency_switch_user) are tied to its access. An
// agency may set up a client's integrations, but a URL it chose, or a secret it was shown, must not keep receiving
// the client's sales once the client revokes it: the revocation turns those endpoints off in its own transaction,
// and the client sees which agency set each one up, and can delete it or turn it back on.
//
// What ties an endpoint to the acting agency: making it, pointing it at a new URL, turning it on, or a new secret
// (each gives the agency a destination or the means to sign). A description, its events or turning it off do not.
// The member's own change of URL, or turning it back on, takes it over (the tie is cleared); the member's own new
// secret does not (the URL may still be the agency's).

/**
 * Inside the transaction of a change an acting session makes: holds the member's endpoint lock (the one revocation
 * takes, endAgencyEndpoints) and checks the acting session still exists. A revocation that committed first ended it
 * (401, as any later request of it); one that comes after waits, and then turns off what this change tied.
 */
export async function holdActingGrant(tx: Executor, ctx: MemberContext): Promise<void> {
  if (ctx.actingAgencyId === null) return;
  await repo.lockMemberEndpoints(tx, ctx.member.id);
  if (!(await repo.sessionLive(tx, ctx.sessionId))) throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
}

/**
 * The agency area's entry, in the transaction that ends an agency's access to a client (revoked, or replaced by
 * another agency): the client's endpoints tied to it are turned off, and their pending deliveries fail where they
 * stand. The ids turned off.
 */
export async function endAgencyEndpoints(tx: Executor, clientId: number, agencyId: number): Promise<number[]> {
  await repo.lockMemberEndpoints(tx, clientId);
  const ids = await repo.disableAgencyEndpoints(tx, clientId, agencyId);
  await repo.failPendingDeliveries(tx, ids);
  return ids;
}
