import { get_tmpl_types } from './get_tmpl_types';
import { get_user_tmpl } from './get_user_tmpl';
import { update_user_tmpl } from './update_user_tmpl';
import { publish_user_tmpl } from './publish_user_tmpl';

/** The creator website (spec 001 §2 /website, §7 get_tmpl_types, get_user_tmpl). The registry spreads it. */
export const websiteRequests = {
  get_tmpl_types,
  get_user_tmpl,
  update_user_tmpl,
  publish_user_tmpl,
} as const;
