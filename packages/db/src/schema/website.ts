import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * spec 001 §3 Media link (for a media company): link_id, url, description. A business with the media company
 * role (members.is_media_company) lists them on its profile.
 */
export const mediaLinks = pgTable(
  'media_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_links_member_idx').on(t.memberId, t.id)],
);

/**
 * A talent's creator website (/dash/website; get_tmpl_types, get_user_tmpl): the template picked, the settings the
 * template takes (headline, accent colour, sections shown), and whether it is published at /c/{username}.
 */
export const creatorWebsites = pgTable('creator_websites', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  templateId: text('template_id').notNull(),
  settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  published: boolean().notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
