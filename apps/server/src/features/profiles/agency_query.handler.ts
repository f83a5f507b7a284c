import type { Handler } from '../../rpc/context';
import { hasPin } from '../agency/agency-repository';
import { clientCounts } from './profiles-repository';

/** spec 001 §7 agency_query: the signed-in agency's own profile, its clients by role and whether its PIN is set. */
export const agency_query: Handler<'agency_query'> = async ({ ctx }) => {
  const m = ctx.member;
  const [clients, pinSet] = await Promise.all([clientCounts(ctx.db, m.id), hasPin(ctx.db, m.id)]);
  return {
    agency: {
      user_id: m.id,
      name: m.name,
      username: m.username,
      photo: m.image,
      email: m.email,
      phone: m.phone,
      clients,
      pin_set: pinSet,
    },
  };
};
