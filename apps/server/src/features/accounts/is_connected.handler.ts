import type { Handler } from '../../rpc/context';
import { connectionsOf } from './social';

export const is_connected: Handler<'is_connected'> = async ({ ctx }) => connectionsOf(ctx.db, ctx.member.id);
