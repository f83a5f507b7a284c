import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * What a specialist does (spec 000 §3): top-level traits (Musician) and their sub-traits (Guitarist),
 * a sub-trait pointing at its trait. Ids are fixed by the seed migration, since forms and filters
 * send them (spec 000 §3: options show the trait label with a numeric index).
 */
export const specialistTraits = pgTable(
  'specialist_traits',
  {
    id: integer().primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => specialistTraits.id),
    name: text().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('specialist_traits_parent_idx').on(t.parentId)],
);

/** Kinds of business (spec 000 §3: business traits). Seeded with fixed ids. */
export const businessTraitTypes = pgTable('business_trait_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A fan's interests (spec 001 §6: user traits). Seeded with fixed ids. */
export const userTraitTypes = pgTable('user_trait_types', {
  id: integer().primaryKey(),
  name: text().notNull(),
  sortOrder: integer('sort_order').notNull(),
});
