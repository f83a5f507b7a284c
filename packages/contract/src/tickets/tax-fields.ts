import { z } from 'zod';

/** spec 001 §3 Tax: the tax-terms status (renew, accepted_version, latest_version, policy). */
export const taxTermsStatus = z.object({
  renew: z.boolean(),
  accepted_version: z.string().nullable(),
  latest_version: z.string(),
  policy: z.string(),
});
export type TaxTermsStatusOutput = z.infer<typeof taxTermsStatus>;

/** spec 001 §3 Tax: one entry of the breakdown maps state → tax type → amount (integer minor units). */
export const taxAmounts = z.record(z.string(), z.record(z.string(), z.number().int()));
