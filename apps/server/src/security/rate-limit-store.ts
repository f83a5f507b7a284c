import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DatabaseHandle } from '@stagepass/db/client';
import type { Clock } from '../adapters/clock';

/** Raw SQL with parameters: a counter is one statement on every request, so it skips the query builder. */
type Execute = DatabaseHandle['execute'];

/** What @fastify/rate-limit's `incr` and `read` answer: the hits in the window and its time left (ms). */
interface Hits {
  current: number;
  ttl: number;
}
type Callback = (err: Error | null, res?: Hits) => void;

/**
 * What @fastify/rate-limit passes to `child` at run time: the merged limit options with the route they are
 * for (`routeInfo`, empty for `createRateLimit`). Its types call it the route's options.
 */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's counters in PostgreSQL (the `rate_limits` table), so a limit holds across every API
 * server on one database rather than per process. Each hit is one atomic upsert: the row's count goes up by
 * one, or starts again at 1 when its window has ended, and the statement answers the count it made, so
 * requests racing on several servers are each counted once. Windows are read from the injected clock, and
 * rows whose window ended are pruned at most once a window.
 *
 * `continueExceeding` and `exponentialBackoff` are not supported (the app uses neither).
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  #lastPruneMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly execute: Execute,
    private readonly clock: Clock,
    /** Keeps the keys of different limits apart: `api` for the app-wide one, the route for a route's own. */
    private readonly namespace = 'api',
  ) {}

  /** The class @fastify/rate-limit's `store` option wants, bound to this database and clock. */
  static bound(database: Pick<DatabaseHandle, 'execute'>, clock: Clock): FastifyRateLimitStoreCtor {
    const execute: Execute = (text, values) => database.execute(text, values);
    return class extends DatabaseRateLimitStore {
      constructor() {
        super(execute, clock);
      }
    };
  }

  incr(key: string, cb: Callback, timeWindow: number): void {
    this.hit(key, timeWindow).then(
      (res) => cb(null, res),
      (err: Error) => cb(err),
    );
  }

  read(key: string, cb: Callback): void {
    this.peek(key).then(
      (res) => cb(null, res),
      (err: Error) => cb(err),
    );
  }

  /**
   * A route's own limit counts apart from the app-wide one. `createRateLimit` limits (no route) share the
   * namespace, so they need a key generator of their own (the account lookups use `lookup:<address>`).
   */
  child(options: ChildOptions): DatabaseRateLimitStore {
    const route = options.routeInfo?.url ? `${String(options.routeInfo.method)} ${options.routeInfo.url}` : null;
    return new DatabaseRateLimitStore(this.execute, this.clock, route ?? this.namespace);
  }

  /** Counts one hit for `key` and answers the hits in its window and the window's time left. */
  async hit(key: string, timeWindowMs: number): Promise<Hits> {
    const nowMs = this.clock.now();
    await this.pruneDue(nowMs, timeWindowMs);
    const { rows } = await this.execute(
      `insert into rate_limits as r (key, hits, window_ends_at) values ($1, 1, $3)
       on conflict (key) do update set
         hits = case when r.window_ends_at <= $2 then 1 else r.hits + 1 end,
         window_ends_at = case when r.window_ends_at <= $2 then excluded.window_ends_at else r.window_ends_at end
       returning hits, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms`,
      [this.#key(key), new Date(nowMs).toISOString(), new Date(nowMs + timeWindowMs).toISOString()],
    );
    const row = rows[0];
    if (!row) throw new Error('rate limit: the upsert answered no row');
    return { current: Number(row.hits), ttl: Math.max(0, Math.round(Number(row.ends_ms) - nowMs)) };
  }

  /** The hits in `key`'s current window, without counting one. */
  async peek(key: string): Promise<Hits> {
    const nowMs = this.clock.now();
    const { rows } = await this.execute(
      `select hits, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms from rate_limits where key = $1`,
      [this.#key(key)],
    );
    const row = rows[0];
    const endsMs = Number(row?.ends_ms);
    if (!row || endsMs <= nowMs) return { current: 0, ttl: 0 };
    return { current: Number(row.hits), ttl: Math.round(endsMs - nowMs) };
  }

  /** Deletes the rows whose window has ended, at most once per window length in this process. */
  private async pruneDue(nowMs: number, timeWindowMs: number): Promise<void> {
    if (nowMs - this.#lastPruneMs < timeWindowMs && nowMs >= this.#lastPruneMs) return;
    this.#lastPruneMs = nowMs;
    await this.execute('delete from rate_limits where window_ends_at <= $1', [new Date(nowMs).toISOString()]);
  }

  #key(key: string): string {
    return `${this.namespace}|${key}`;
  }
}
