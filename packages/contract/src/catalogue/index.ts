import { get_product_types } from './get_product_types';
import { create_product } from './create_product';
import { update_product } from './update_product';
import { disable_product } from './disable_product';
import { enable_product } from './enable_product';
import { get_products } from './get_products';
import { get_featured_products } from './get_featured_products';
import { get_remits_for_products } from './get_remits_for_products';
import { create_tier } from './create_tier';
import { update_tier } from './update_tier';
import { disable_tier } from './disable_tier';
import { enable_tier } from './enable_tier';
import { get_tiers } from './get_tiers';
import { get_remits_for_tiers } from './get_remits_for_tiers';
import { create_plan } from './create_plan';
import { update_plan } from './update_plan';
import { disable_plan } from './disable_plan';
import { get_plans } from './get_plans';
import { create_collection } from './create_collection';
import { update_collection } from './update_collection';
import { get_collections } from './get_collections';

/**
 * Catalogue: product types, products, tiers, plans, collections and their remits (spec 001 §7 Marketplace, assets and products; Collections). The registry spreads it.
 */
export const catalogueRequests = {
  get_product_types,
  create_product,
  update_product,
  disable_product,
  enable_product,
  get_products,
  get_featured_products,
  get_remits_for_products,
  create_tier,
  update_tier,
  disable_tier,
  enable_tier,
  get_tiers,
  get_remits_for_tiers,
  create_plan,
  update_plan,
  disable_plan,
  get_plans,
  create_collection,
  update_collection,
  get_collections,
} as const;
