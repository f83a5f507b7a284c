import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * Marketing email types a member opted out of (/dash/emailPreferences). The types themselves are
 * fixed in @stagepass/domain/marketing-emails, so a type id here is one of those.
 */
export const marketingEmailExclusions = pgTable(
  'marketing_email_exclusions',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.typeId] })],
);
