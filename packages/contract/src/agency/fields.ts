import { z } from 'zod';
import { AGENCY_PIN_FORMAT, AGENCY_USERNAME_REQUIRED, isAgencyPin } from '@stagepass/domain/agency';
import { USERNAME_FORMAT, USERNAME_MAX_LENGTH } from '@stagepass/domain/accounts';
import { isUsername } from '@stagepass/domain/validators';

/** An agency PIN (packages/domain/src/agency.ts): digits only, as text so leading zeros count. */
export const pinField = z.string().trim().refine(isAgencyPin, AGENCY_PIN_FORMAT);

/** The agency's username as a client types it; a leading '@' is allowed and dropped. */
export const agencyUsernameField = z
  .string()
  .trim()
  .transform((s) => s.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, AGENCY_USERNAME_REQUIRED)
      .max(USERNAME_MAX_LENGTH, USERNAME_FORMAT)
      .refine(isUsername, USERNAME_FORMAT),
  );

/** A client as its agency sees it (agency_get_clients). */
export const agencyClient = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  is_business: z.boolean(),
  is_specialist: z.boolean(),
});
export type AgencyClient = z.infer<typeof agencyClient>;

/** The agency a client authorized, as the client sees it (get_agency_access, authorize_agency_access). */
export const authorizedAgency = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  /** When the client authorized it (ISO 8601). */
  since: z.string(),
});
export type AuthorizedAgency = z.infer<typeof authorizedAgency>;
