import { SESSION_TTL_MS } from '@stagepass/domain/accounts';
import { NOT_YOUR_CLIENT } from '@stagepass/domain/agency';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from '../accounts/accounts-repository';
import { hashToken, newSessionToken } from '../accounts/session-token';
import * as agency from './agency-repository';
import * as audit from './audit-repository';

/**
 * spec 000 §4: the agency switches into one of its clients. A new session of the client is opened that
 * carries the agency's own session: it lasts no longer than that one and ends with it, and the server
 * treats it as the client flagged agency_as_client (spec 000 §6; rpc/api-route.ts). The agency's session
 * stays valid, so the client can return to it. Someone who is not its client answers 404.
 */
export const agency_switch_user: Handler<'agency_switch_user'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const { token, client } = await ctx.db.transaction(async (tx) => {
    const client = (await agency.lockClientLink(tx, ctx.member.id, input.sp_id))
      ? await accounts.findById(tx, input.sp_id)
      : null;
    if (!client) throw new AppError('NOT_FOUND', NOT_YOUR_CLIENT);
    const agencyExpiry = (await agency.sessionExpiry(tx, ctx.sessionId))?.getTime() ?? now;
    const token = newSessionToken();
    await agency.createActingSession(tx, {
      clientId: client.id,
      agencySessionId: ctx.sessionId,
      tokenHash: hashToken(token),
      createdAt: new Date(now),
      expiresAt: new Date(Math.min(now + SESSION_TTL_MS, agencyExpiry)),
    });
    // DESIGN.md §4: the switch is audited, in the client's log with what the agency then does (audit.ts).
    await audit.insertEntry(tx, {
      agencyId: ctx.member.id,
      clientId: client.id,
      request: 'agency_switch_user',
      object: null,
      at: new Date(now),
    });
    return { token, client };
  });
  return {
    session: token,
    user: accounts.toSessionUser({ ...client, agencyAsClient: true }),
    active: client.active,
  };
};
