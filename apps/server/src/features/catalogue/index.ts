import type { catalogueRequests } from '@stagepass/contract/catalogue/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_product_types } from './get_product_types.handler';
import { create_product } from './create_product.handler';
import { update_product } from './update_product.handler';
import { disable_product } from './disable_product.handler';
import { enable_product } from './enable_product.handler';
import { get_products } from './get_products.handler';
import { get_featured_products } from './get_featured_products.handler';
import { get_remits_for_products } from './get_remits_for_products.handler';
import { create_tier } from './create_tier.handler';
import { update_tier } from './update_tier.handler';
import { disable_tier } from './disable_tier.handler';
import { enable_tier } from './enable_tier.handler';
import { get_tiers } from './get_tiers.handler';
import { get_remits_for_tiers } from './get_remits_for_tiers.handler';
import { create_plan } from './create_plan.handler';
import { update_plan } from './update_plan.handler';
import { disable_plan } from './disable_plan.handler';
import { get_plans } from './get_plans.handler';
import { create_collection } from './create_collection.handler';
import { update_collection } from './update_collection.handler';
import { get_collections } from './get_collections.handler';

/** Catalogue: product types, products, tiers, plans, collections and their remits: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const catalogueHandlers: AreaHandlers<typeof catalogueRequests> = {
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
};
