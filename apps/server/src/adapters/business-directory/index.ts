import type { BusinessDirectory } from './directory';
import { createSandboxDirectory } from './sandbox';
import { createYelpDirectory } from './yelp';

/** DESIGN.md §5: the seeded directory by default, the review service when its API key is set. */
export function createBusinessDirectory(config: {
  BUSINESS_DIRECTORY_API_KEY?: string | undefined;
  BUSINESS_DIRECTORY_API_URL: string;
}): BusinessDirectory {
  return config.BUSINESS_DIRECTORY_API_KEY
    ? createYelpDirectory({ apiKey: config.BUSINESS_DIRECTORY_API_KEY, apiUrl: config.BUSINESS_DIRECTORY_API_URL })
    : createSandboxDirectory();
}
