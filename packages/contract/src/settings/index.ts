import { marketing_email_types } from './marketing_email_types';
import { marketing_email_exclusions } from './marketing_email_exclusions';
import { update_marketing_email_exclusions } from './update_marketing_email_exclusions';

/** The settings area's requests by wire name (marketing email preferences). The registry spreads it. */
export const settingsRequests = {
  marketing_email_types,
  marketing_email_exclusions,
  update_marketing_email_exclusions,
} as const;
