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
 * @fastify/rate-limit's headers go with a refusal (429, Retry-After and the x-ratelimit headers), not on every answer:
 * no client of ours reads them, and a scraper would pace itself by them.
 */
export const LIMIT_HEADERS_ON_REFUSAL = {
  addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
} as const;

/** Limits up to this many hits a window are claimed hit by hit; larger ones a fiftieth at a time. */
const LEASE_SHARE = 50;
/** The largest lease, whatever the limit (the benchmark raises the limits to a billion). */
const LEASE_MAX = 100;

/** How many hits a server claims at once for a limit of `max`: 1 (exact) up to 50, then max / 50, at most 100. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.min(LEASE_MAX, Math.floor(max / LEASE_SHARE)));
}

/**
 * Hits this server claimed in the shared count of one key's window: `granted` of them may go through (the rest
 * of the claim lay beyond the limit), `served` have. `before` is the shared count before the claim.
 */
interface Lease {
  endsMs: number;
  before: number;
  granted: number;
  served: number;
  claiming?: Promise<void>;
}

/**
 * What @fastify/rate-limit passes to `child` at run time: the merged limit options with the route they are
 * for (`routeInfo`, empty for `createRateLimit`). Its types call it the route's options.
 */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's counters in PostgreSQL (the `rate_limits` table), so a limit holds across every API
 * server on one database rather than per process. A claim is one atomic upsert: the row's count goes up, or
 * starts again when its window has ended, and the statement answers the count it made, so requests racing on
 * several servers are each counted once. Windows are read from the injected clock, and rows whose window ended
 * are pruned at most once a window.
 *
 * Small limits (the account lookups, 30 a minute) claim hit by hit, so they are exact. A large limit (the
 * app-wide 600 a minute) would cost a write on every request, so a server claims a lease of `leaseSize(max)`
 * hits at once and serves them from memory. Leases come out of the one shared count, so all servers together
 * never let more than `max` through; a server may refuse a little early (at most `leaseSize(max) - 1` hits per
 * other server, left unused in their leases). Once the count is spent, the server refuses from memory until the
 * window ends, so a flood costs the database nothing.
 *
 * `continueExceeding` and `exponentialBackoff` are not supported (the app uses neither).
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  #lastPruneMs = Number.NEGATIVE_INFINITY;
  /** This server's leases, by namespaced key (shared with its children, whose keys differ by namespace). */
  readonly #leases: Map<string, Lease>;

  constructor(
    private readonly execute: Execute,
    private readonly clock: Clock,
    /** Keeps the keys of different limits apart: `api` for the app-wide one, the route for a route's own. */
    private readonly namespace = 'api',
    leases: Map<string, Lease> = new Map(),
  ) {
    this.#leases = leases;
  }

  /** The class @fastify/rate-limit's `store` option wants, bound to this database and clock. */
  static bound(database: Pick<DatabaseHandle, 'execute'>, clock: Clock): FastifyRateLimitStoreCtor {
    const execute: Execute = (text, values) => database.execute(text, values);
    return class extends DatabaseRateLimitStore {
      constructor() {
        super(execute, clock);
      }
    };
  }

  incr(key: string, cb: Callback, timeWindow: number, max: number): void {
    // A hit that the lease in hand covers (nearly every one) is answered at once.
    const served = leaseSize(max) > 1 ? this.#fromLease(this.#key(key), max, this.clock.now()) : null;
    if (served) return cb(null, served);
    this.hit(key, timeWindow, max).then(
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
    return new DatabaseRateLimitStore(this.execute, this.clock, route ?? this.namespace, this.#leases);
  }

  /**
   * Counts one hit for `key` against `max` and answers the hits in its window (above `max` when refused) and the
   * window's time left.
   */
  async hit(key: string, timeWindowMs: number, max: number): Promise<Hits> {
    const k = this.#key(key);
    const size = leaseSize(max);
    if (size === 1) {
      const nowMs = this.clock.now();
      const claimed = await this.claim(k, 1, nowMs, timeWindowMs);
      return { current: claimed.hits, ttl: Math.max(0, Math.round(claimed.endsMs - nowMs)) };
    }
    for (;;) {
      const nowMs = this.clock.now();
      const served = this.#fromLease(k, max, nowMs);
      if (served) return served;
      const lease = this.#leases.get(k);
      // One claim at a time per key in this server: the requests that arrive meanwhile share its lease.
      if (lease?.claiming) {
        await lease.claiming;
        continue;
      }
      const next: Lease = { endsMs: Number.POSITIVE_INFINITY, before: 0, granted: 0, served: 0 };
      next.claiming = this.claim(k, size, nowMs, timeWindowMs).then(({ hits, endsMs }) => {
        const before = hits - size;
        Object.assign(next, { endsMs, before, granted: Math.max(0, Math.min(size, max - before)) });
        delete next.claiming;
      });
      this.#leases.set(k, next);
      try {
        await next.claiming;
      } catch (err) {
        this.#leases.delete(k);
        throw err;
      }
    }
  }

  /**
   * A hit answered by this server's lease for `k`: counted when the lease has one left, refused when the shared count
   * is spent; null when a claim must be made first (no lease, its window ended, or it is used up while the count is not).
   */
  #fromLease(k: string, max: number, nowMs: number): Hits | null {
    const lease = this.#leases.get(k);
    if (!lease || nowMs >= lease.endsMs) return null;
    const ttl = Math.round(lease.endsMs - nowMs);
    if (lease.served < lease.granted) return { current: lease.before + ++lease.served, ttl };
    if (lease.before + lease.granted >= max) return { current: max + 1, ttl };
    return null;
  }

  /** Adds `size` hits to the shared count of `k` (the window starting again when it has ended): one statement. */
  private async claim(k: string, size: number, nowMs: number, timeWindowMs: number) {
    await this.pruneDue(nowMs, timeWindowMs);
    const { rows } = await this.execute(
      `insert into rate_limits as r (key, hits, window_ends_at) values ($1, $4, $3)
       on conflict (key) do update set
         hits = case when r.window_ends_at <= $2 then $4 else r.hits + $4 end,
         window_ends_at = case when r.window_ends_at <= $2 then excluded.window_ends_at else r.window_ends_at end
       returning hits, (extract(epoch from window_ends_at) * 1000)::float8 as ends_ms`,
      [k, new Date(nowMs).toISOString(), new Date(nowMs + timeWindowMs).toISOString(), size],
    );
    const row = rows[0];
    if (!row) throw new Error('rate limit: the upsert answered no row');
    return { hits: Number(row.hits), endsMs: Number(row.ends_ms) };
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
    for (const [k, lease] of this.#leases) if (lease.endsMs <= nowMs) this.#leases.delete(k);
    await this.execute('delete from rate_limits where window_ends_at <= $1', [new Date(nowMs).toISOString()]);
  }

  #key(key: string): string {
    return `${this.namespace}|${key}`;
  }
}
