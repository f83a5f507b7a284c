import type { Handler } from '../../rpc/context';
import { pendingFor } from './recommendations-repository';

/**
 * spec 001 §7 get_pending_rec_requests: what the caller was asked to write: requests claimed through their link (or
 * accepted) first, then those sent to the caller's email that wait to be accepted; newest first within each.
 */
export const get_pending_rec_requests: Handler<'get_pending_rec_requests'> = async ({ ctx }) => {
  const rows = await pendingFor(ctx.db, ctx.member.id, ctx.member.email);
  const requests = rows.map((r) => ({
    id: r.id,
    for_id: r.forId,
    for_name: r.forName,
    for_photo: r.forPhoto,
    for_username: r.forUsername,
    by_name: r.byName,
    claimed: r.byId !== null,
    created_at: r.createdAt.toISOString(),
  }));
  return { requests: [...requests.filter((r) => r.claimed), ...requests.filter((r) => !r.claimed)] };
};
