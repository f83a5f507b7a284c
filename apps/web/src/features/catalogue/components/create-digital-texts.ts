// The /dash/createDigital wizard's own words (spec 001 §2 'Creator digital products'). The catalogue's shared texts
// (names, plan rules, the payout requirement) are in @stagepass/domain/catalogue.

export const CREATE_DIGITAL_TITLE = 'Create a digital product';
export const CREATE_DIGITAL_LABEL = 'Create digital product';

export const CREATE_DIGITAL_STEPS = {
  product: { label: 'Product', description: 'What you sell' },
  tiers: { label: 'Tiers', description: 'Levels of access' },
  plans: { label: 'Plans', description: 'Prices per tier' },
  assets: { label: 'Assets', description: 'Your content' },
  done: { label: 'Done', description: 'Share it' },
} as const;

export const PRODUCT_TYPE_LABEL = 'Product type';
export const SUBTYPES_LABEL = 'Sub-types';
export const PRODUCT_NAME_LABEL = 'Product name';
export const DESCRIPTION_LABEL = 'Description';
export const TAGS_LABEL = 'Tags';
export const TAGS_HINT = 'Words fans search for: press Enter after each.';
export const PRODUCT_IMAGE_TITLE = 'Product image';
export const CHOOSE_PRODUCT_IMAGE = 'Choose image';
export const CHANGE_PRODUCT_IMAGE = 'Change image';
export const REMOVE_PRODUCT_IMAGE = 'Remove image';
export const PRODUCT_IMAGE_HINT = 'A tall picture for the product card, cropped to its shape. Optional.';

export const TIER_NAME_LABEL = 'Tier name';
export const TIERS_HINT =
  'A tier is a level of access: its subscribers get the assets you include in it. Add one or more, such as Supporter and Backstage.';
export const TIERS_REQUIRED = 'Add at least one tier.';
export const NO_TIERS_YET = 'No tiers yet.';

export const PLAN_TIER_LABEL = 'Tier';
export const PLAN_NAME_LABEL = 'Plan name';
export const PLAN_PRICE_LABEL = 'Price';
export const PLAN_CURRENCY_LABEL = 'Currency';
export const PLAN_INTERVAL_LABEL = 'Billed every';
export const PLAN_TRIAL_LABEL = 'Free trial (days)';
export const PLAN_EFF_DATE_LABEL = 'Effective date';
export const PLAN_TIME_ZONE_LABEL = 'Time zone';
export const PLAN_EFF_DATE_HINT = 'Optional: the day the plan opens. Give its time zone too.';
export const PLANS_HINT = 'Price each tier per month or per year. Fans subscribe to a plan.';
export const PLANS_REQUIRED = 'Add at least one plan.';
export const TRIAL_INVALID = 'A trial is a whole number of days, at least 1.';

export const ASSETS_HINT =
  'Add blogs, newsletters, songs, podcasts, videos and photographs. Choose the tiers whose subscribers get each one. You can add more later.';
export const ADDED_ASSETS = 'Added';
export const NO_ASSETS_YET = 'No assets yet.';

export const DONE_TITLE = 'Your product is ready';
export const DONE_TEXT = 'Fans can find it in the marketplace and subscribe to its plans.';
export const VIEW_PRODUCT = 'View product page';
export const MANAGE_PRODUCT = 'Manage tiers and plans';
export const CREATE_ANOTHER = 'Create another product';
