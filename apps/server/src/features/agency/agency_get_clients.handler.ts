import type { Handler } from '../../rpc/context';
import * as agency from './agency-repository';

export const agency_get_clients: Handler<'agency_get_clients'> = async ({ ctx }) => {
  const clients = await agency.listClients(ctx.db, ctx.member.id);
  return { clients, pin_set: await agency.hasPin(ctx.db, ctx.member.id) };
};
