import type { Handler } from '../../rpc/context';
import { connectIdentity, signIn } from './social-connect';

export const social_media_connect: Handler<'social_media_connect'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const { member } = ctx;
  if (member) {
    const connections = await ctx.db.transaction((tx) =>
      connectIdentity(tx, member, input.id, input.company, { now, login: input.login, secrets: ctx.secrets }),
    );
    return { status: 'connected', is_registered: true, ...connections };
  }
  return ctx.db.transaction((tx) => signIn(tx, input.id, input.company, { now, clientName: input.name }));
};
