import { notificationCursor, parseNotificationCursor } from '@stagepass/domain/notifications';
import type { Handler } from '../../rpc/context';
import * as repo from './audit-repository';

/**
 * Issue 15: the audit log. An agency (its own session) reads what it did for its clients, all or one; a talent or
 * business (or its agency acting for it) reads what agencies did on its account. Nobody reads another's: the owner
 * is the caller, so another agency's entries are never in the answer. A page is read one past its limit, to tell
 * whether another follows.
 */
export const agency_audit_get: Handler<'agency_audit_get'> = async ({ ctx, input }) => {
  const asAgency = ctx.member.isAgency && !ctx.member.agencyAsClient;
  const rows = await repo.listEntries(ctx.db, {
    owner: asAgency ? { agencyId: ctx.member.id, clientId: input.client_id } : { clientId: ctx.member.id },
    before: input.before === undefined ? undefined : toBefore(parseNotificationCursor(input.before)!),
    limit: input.limit + 1,
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({
      audit_id: r.id,
      at: r.at.toISOString(),
      request: r.request,
      object: r.object,
      client: r.client,
      agency: r.agency,
    })),
    next_before: rows.length > input.limit && last ? notificationCursor(last.at.getTime(), last.id) : null,
  };
};

const toBefore = (c: { createdAtMs: number; id: number }) => ({ atMs: c.createdAtMs, id: c.id });
