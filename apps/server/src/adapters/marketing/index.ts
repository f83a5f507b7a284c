import type { Config } from '../../config';
import type { MarketingForwarder } from './forwarder';
import { createMauticForwarder } from './mautic';
import { createSandboxForwarder } from './sandbox';

/** DESIGN.md §5: stored only by default; forwarded to the marketing tool when MARKETING_FORM_URL is set. */
export function createMarketingForwarder(config: Pick<Config, 'MARKETING_FORM_URL'>): MarketingForwarder {
  return config.MARKETING_FORM_URL
    ? createMauticForwarder({ formUrl: config.MARKETING_FORM_URL })
    : createSandboxForwarder();
}
