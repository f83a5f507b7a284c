import { z } from 'zod';
import { CARD_COMPANY } from '@stagepass/domain/tickets';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { assetPurchaseRow } from './fields';

// spec 001 §7 purchase_asset (asset_id, price, payment_company, token, is_token always 1): buy an asset outright with
// a one-time card token, through the card provider as tickets are. `price` is what the buyer saw (minor unit): if the
// asset's price changed since, nothing is charged (409). An Idempotency-Key header makes a retry charge once and answer
// the same purchase. A declined card answers 402 with the provider's message. Buying an asset one already owns is
// refused (409), and so is buying one's own (400). An asset not for sale answers 409.
export const purchase_asset = defineRequest({
  name: 'purchase_asset',
  summary: 'Buy an asset',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    asset_id: idField,
    price: z.number().int().min(0).max(10_000_000),
    payment_company: z.literal(CARD_COMPANY),
    token: z.string().trim().min(1).max(255),
    is_token: z.union([z.literal(1), z.literal(true)]).optional(),
  }),
  output: z.object({ purchase: assetPurchaseRow }),
});
