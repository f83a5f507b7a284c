import { z } from 'zod';

/** spec 001 §3 Payment account: connect_id, restricted, enabled (null connect_id: none yet). */
export const payoutAccount = z.object({
  connect_id: z.string().nullable(),
  enabled: z.boolean(),
  restricted: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
