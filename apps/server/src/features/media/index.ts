import type { mediaRequests } from '@stagepass/contract/media/index';
import type { AreaHandlers } from '../../rpc/context';
import { set_media_company } from './set_media_company.handler';
import { media_company_create_link } from './media_company_create_link.handler';
import { media_company_update_link } from './media_company_update_link.handler';
import { media_company_delete_link } from './media_company_delete_link.handler';
import { media_company_get_links } from './media_company_get_links.handler';

/** Media links: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const mediaHandlers: AreaHandlers<typeof mediaRequests> = {
  set_media_company,
  media_company_create_link,
  media_company_update_link,
  media_company_delete_link,
  media_company_get_links,
};
