// The reads a catalogue write changes: every list that may show the product, its tiers or its plans.
import type { RequestName } from '@stagepass/contract/registry';

export const CATALOGUE_READS: readonly RequestName[] = [
  'get_products',
  'get_featured_products',
  'get_tiers',
  'get_plans',
];
