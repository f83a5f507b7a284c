import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A member of any role (spec 000 §1, §3). is_user is derived: none of the three role flags. */
export const members = pgTable(
  'members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    username: text(),
    name: text().notNull(),
    phone: text(),
    image: text(),
    /** spec 001 §6 'business traits and bio': what the member says about themselves on their profile. */
    bio: text(),
    passwordHash: text('password_hash'),
    isBusiness: boolean('is_business').notNull().default(false),
    isSpecialist: boolean('is_specialist').notNull().default(false),
    isAgency: boolean('is_agency').notNull().default(false),
    agencyAsClient: boolean('agency_as_client').notNull().default(false),
    /** spec 001 §6: a business with the media company role keeps media links (media_company_* requests). */
    isMediaCompany: boolean('is_media_company').notNull().default(false),
    active: boolean().notNull().default(true),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The member's own code in the affiliate programme (spec 001: register_as_affiliate); the Affiliate menu needs it. */
    affiliateCode: text('affiliate_code'),
    /** The affiliate code typed at registration (spec 000 §3): who referred this member, for the affiliate's share. */
    referredByCode: text('referred_by_code'),
    address: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locality: text(),
    administrativeArea: text('administrative_area'),
    subAdministrativeArea: text('sub_administrative_area'),
    country: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Emails are unique case-insensitively; sign-in looks them up by lower(email).
    uniqueIndex('members_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('members_username_lower_key').on(sql`lower(${t.username})`),
    // Affiliate codes are compared as typed in any case (domain normalizeAffiliateCode): unique that way.
    uniqueIndex('members_affiliate_code_upper_key').on(sql`upper(${t.affiliateCode})`),
    // An affiliate's referrals (affiliate_get_clients, the payout job): the code as typed at registration.
    index('members_referred_by_code_idx').on(sql`upper(trim(${t.referredByCode}))`),
    // search_celebrities_regexp (spec 001 §7 Follow): prefix full-text search over name and username. A query uses
    // it only with this very expression (features/follows/search-repository.ts: memberSearchVector).
    index('members_search_idx').using(
      'gin',
      sql`to_tsvector('simple', coalesce(${t.name}, '') || ' ' || coalesce(${t.username}, ''))`,
    ),
    // The search's order (issue 16): for a word many members share, reading members by name until a page of
    // matches is found costs a page, where sorting every match grows with the members.
    index('members_name_order_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** Bearer sessions. Only the SHA-256 of the token is stored, so a database leak gives no live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Set when an agency acts as its client (agency_switch_user): the agency's own session. The row's
     * member is the client. Ending the agency's session ends the acting session with it.
     */
    agencySessionId: integer('agency_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
    index('sessions_agency_session_idx').on(t.agencySessionId),
  ],
);

/**
 * Failed sign-ins per account email and source address, for the sign-in lockout (security/lockout.ts). `email` also
 * holds keys no email can have: an event's manager password (`event-manager:<id>`), a private event's password.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    /** The address the attempt came from ('' for failures recorded before sources were kept). */
    source: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_email_at_idx').on(t.email, t.at),
    index('login_failures_email_source_at_idx').on(t.email, t.source, t.at),
  ],
);

/**
 * Codes sent by email (spec 000 §2.8, §7): registration, password reset, email change, reactivation,
 * deletion and recommendations, plus REGISTRATION_TOKEN, the proof a claimed registration link hands
 * to create_user. Only the SHA-256 of a code is stored; a code is used once (used_at) and expires.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({
      enum: [
        'RECOMMEND',
        'REGISTRATION',
        'REGISTRATION_TOKEN',
        'CHG_PASSWD',
        'CHG_EMAIL',
        'REACTIVATE_ACCT',
        'DELETE_ACCT',
      ],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The address the code was sent to (for CHG_EMAIL, the new one), in lower case. */
    email: text(),
    payload: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_codes_code_hash_key').on(t.codeHash),
    index('account_codes_member_idx').on(t.memberId),
    index('account_codes_email_type_created_idx').on(t.email, t.type, t.createdAt),
  ],
);
