import { submit_marketing_form } from './submit_marketing_form';

/** The launch area's requests by wire name (the marketing forms of the city launch pages). The registry spreads it. */
export const launchRequests = {
  submit_marketing_form,
} as const;
