import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request rate limits' counters (apps/server/src/security/rate-limit-store.ts), shared by every API
 * server on the database so a limit holds across them. One row per limited key (`api|<address>`,
 * `api|lookup:<address>`): the hits counted in the window that ends at `window_ends_at`. A hit after the end
 * starts a new window; rows whose window has ended are pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);
