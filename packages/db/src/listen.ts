import type { ClientConfig } from 'pg';
import type { DatabaseHandle } from './client';

/** A LISTEN under way: `stop()` ends it. */
export interface Listening {
  stop(): Promise<void>;
}

/**
 * LISTENs on `channel` and calls `onPayload` with each NOTIFY's payload, from whichever connection (or server)
 * committed it. On PGlite, its one connection's listen(); on PostgreSQL a client of its own, outside the pool (a
 * LISTEN would hold a pooled connection for good). `onLost` is called once if that client fails: the caller decides
 * whether to listen again (signals sent meanwhile are lost).
 */
export async function listen(
  handle: DatabaseHandle,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (err: unknown) => void,
): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'pglite') {
    const pglite = client as { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> };
    const unlisten = await pglite.listen(channel, onPayload);
    return { stop: () => unlisten() };
  }
  const { default: pg } = await import('pg');
  const conn = new pg.Client((client as { options: ClientConfig }).options);
  let stopped = false;
  conn.on('notification', (n) => {
    if (n.channel === channel) onPayload(n.payload ?? '');
  });
  conn.on('error', (err) => {
    if (stopped) return;
    stopped = true;
    void conn.end().catch(() => {});
    onLost(err);
  });
  await conn.connect();
  await conn.query(`LISTEN ${channel}`);
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await conn.end();
    },
  };
}
