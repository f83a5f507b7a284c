// The marketplace screens' own words for empty lists (ours: the spec gives none). The lists' first lines are in
// @stagepass/domain/catalogue.

export const CATALOGUE_EMPTY_TEXTS = {
  /** A product type with nothing in it yet. */
  typeHint: 'Creators add new products all the time. Meanwhile, see what is in the other types.',
  /** A search that found nothing. */
  searchHint: 'Try fewer or different words, or browse the whole marketplace.',
  allProducts: 'See all products',
  /** The whole marketplace, before any product. */
  marketplaceHint: 'Digital products from talent and creators show here as they publish them.',
} as const;
