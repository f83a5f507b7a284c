import { ACCESS } from '../define';

// Who writes the catalogue (spec 001 §1, §6: talent 'sell digital assets, products, tiers, plans and
// subscriptions'): talent, and an agency acting as its talent client. Reads of the marketplace are public (§2:
// marketplace for business, fan and logged-out; product detail for everyone).
export const CREATOR = ACCESS.specialist;
export const CREATOR_OWNED = ACCESS.specialistOwned;
export const EVERYONE = ACCESS.everyone;
