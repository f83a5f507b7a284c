import type { ReviewedBusiness } from '@stagepass/contract/accounts/get_yelp_data';

/** The business-review service (DESIGN.md §5): businesses listed under a phone number. */
export interface BusinessDirectory {
  readonly kind: 'sandbox' | 'yelp';
  /** Every business listed under the number (E.164); empty when none. Throws when the service fails. */
  findByPhone(phone: string): Promise<ReviewedBusiness[]>;
}
