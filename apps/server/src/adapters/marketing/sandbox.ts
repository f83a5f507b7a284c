import type { MarketingForwarder } from './forwarder';

/**
 * The sandbox: submissions are only stored (staff read them with `npm run export-forms`), so nothing
 * is forwarded and nothing is marked as forwarded.
 */
export function createSandboxForwarder(): MarketingForwarder {
  return { kind: 'sandbox', forward: async () => {} };
}
