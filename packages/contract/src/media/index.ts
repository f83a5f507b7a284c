import { set_media_company } from './set_media_company';
import { media_company_create_link } from './media_company_create_link';
import { media_company_update_link } from './media_company_update_link';
import { media_company_delete_link } from './media_company_delete_link';
import { media_company_get_links } from './media_company_get_links';

/** Media links of media companies (spec 001 §3 Media link, §6, §7). The registry spreads it. */
export const mediaRequests = {
  set_media_company,
  media_company_create_link,
  media_company_update_link,
  media_company_delete_link,
  media_company_get_links,
} as const;
