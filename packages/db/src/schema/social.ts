import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * An outside account linked to a member (spec 000 §4, §7): one per provider per member. `loginEnabled`
 * is the member's Social Login switch for that provider; a linked identity with it off cannot sign in.
 * `accessToken` is kept only for networks connected for their data (follower counts).
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** The provider's stable id for the person ('sub' in OpenID Connect). */
    subject: text().notNull(),
    email: text(),
    name: text(),
    loginEnabled: boolean('login_enabled').notNull().default(true),
    accessToken: text('access_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('social_identities_member_provider_key').on(t.memberId, t.provider),
  ],
);

/**
 * A provider's answer, verified by the server, waiting for the member's next step: the opaque token
 * handed to the client stands for it (only its SHA-256 is stored). It lives one hour, long enough to fill
 * in the registration page, and is spent by the sign-in, registration or connection it leads to.
 */
export const socialProofs = pgTable(
  'social_proofs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    name: text(),
    accessToken: text('access_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_proofs_token_hash_key').on(t.tokenHash),
    index('social_proofs_expires_idx').on(t.expiresAt),
  ],
);

/**
 * spec 001 §3 Follow: 'follower counts exist for Facebook, Instagram, Twitter and Youtube'. No network's API is
 * reachable, so these are what a talent or business declares in Settings (update_network_followers): one row per
 * network they list, with their handle there. The profile's follower display (§9) picks the highest of these and
 * the product's own followers (follows).
 */
export const networkFollowers = pgTable(
  'network_followers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 'Facebook', 'Instagram', 'Twitter' or 'Youtube' (domain/counts.ts DECLARED_NETWORKS). */
    network: text().notNull(),
    /** Without the leading @; null when only the count was given. */
    handle: text(),
    count: integer().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.network] })],
);
