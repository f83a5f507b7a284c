import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import {
  CATALOGUE_ASSET_NOT_FOUND,
  EFF_DATE_PAST,
  PLAN_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  PRODUCT_TYPE_UNKNOWN,
  REMIT_DATES_ORDER,
  REMIT_WINDOW_MAX_DAYS,
  REMIT_WINDOW_TOO_LONG,
  SUBTYPE_NOT_OF_TYPE,
  TIER_NOT_FOUND,
  foreignSubtypes,
  productType,
  remitWindow,
} from '@stagepass/domain/catalogue';
import { DEFAULT_LOCATION, venueDay, venueTimeToInstant } from '@stagepass/domain/events';
import { searchWords, prefixQuery } from '@stagepass/domain/talent-search';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import type { MemberContext, PublicContext } from '../../rpc/context';
import { callerPosition } from '../events/position';
import { countryAt } from './country-at';
import { findOwnPlan, findOwnProduct, findOwnTier } from './catalogue-repository';
import { ownAssetIds } from './collections-repository';
import type { RemitWindow } from './remits-repository';

// What the catalogue's handlers share: ownership (another member's object is not found, spec 001 §7 / DESIGN §2),
// the viewer's country for prices (§9), effective dates (§4) and the lookFor search (§5).

export const nowOf = (ctx: { clock: { now(): number } }) => ctx.clock.now();

export async function ownProduct(db: Executor, ctx: MemberContext, productId: number) {
  const product = await findOwnProduct(db, productId, ctx.member.id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, 'product_id');
  return product;
}

export async function ownTier(db: Executor, ctx: MemberContext, tierId: number) {
  const tier = await findOwnTier(db, tierId, ctx.member.id);
  if (!tier) throw new AppError('NOT_FOUND', TIER_NOT_FOUND, 'tier_id');
  return tier;
}

export async function ownPlan(db: Executor, ctx: MemberContext, planId: number) {
  const plan = await findOwnPlan(db, planId, ctx.member.id);
  if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND, 'plan_id');
  return plan;
}

/** createdByMe needs a session: the caller's id. */
export function signedInId(ctx: PublicContext): number {
  if (!ctx.member) throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
  return ctx.member.id;
}

/** What a request may say of where the viewer is: a country, or the browser's position. */
export interface ViewerWhere {
  country?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/**
 * The country whose currency prices show in (spec 001 §9): the one the client names, else the caller's position as
 * the events issue finds it (events/position.ts): the browser's position (the country of the place nearest to it,
 * country-at.ts), else the IP location, the stored address, US. A browser position that is near no place (the open
 * sea) falls through to the IP.
 */
export async function viewerCountry(ctx: PublicContext, where: ViewerWhere): Promise<string> {
  if (where.country) return where.country;
  const position = await callerPosition(ctx, { latitude: where.latitude, longitude: where.longitude });
  if (position.source !== 'browser') return position.country;
  return (await countryAt(position.latitude, position.longitude)) ?? (await callerPosition(ctx, {})).country;
}

/** The country of the owner's own writes' answers: their stored country, else US. */
export const ownerCountry = (ctx: MemberContext) => ctx.member.country ?? DEFAULT_LOCATION.country;

/** spec 001 §3 type_id and subtype_type_ids: a listed type, and sub-types of it. */
export function checkProductType(typeId: number, subtypeIds: readonly number[] | undefined): void {
  if (!productType(typeId)) throw new AppError('INVALID_INPUT', PRODUCT_TYPE_UNKNOWN, 'type_id');
  if (subtypeIds && foreignSubtypes(typeId, subtypeIds).length > 0)
    throw new AppError('INVALID_INPUT', SUBTYPE_NOT_OF_TYPE, 'subtype_type_ids');
}

/**
 * spec 001 §3 eff_date + time_zone: the instant that day starts in the time zone. The day must be today or later
 * there (400 'eff_date').
 */
export function effectiveInstant(effDate: string, timeZone: string, nowMs: number): Date {
  if (effDate < venueDay(nowMs, timeZone)) throw new AppError('INVALID_INPUT', EFF_DATE_PAST, 'eff_date');
  return new Date(venueTimeToInstant(`${effDate}T00:00`, timeZone));
}

/** spec 001 §5 lookFor: the prefix full-text query of its words, or null when it has none. */
export function lookForQuery(lookFor: string | undefined): string | null {
  if (lookFor === undefined) return null;
  return prefixQuery(searchWords(lookFor));
}

/** spec 001 §3 Collection asset_list: every asset must be the caller's own and not deleted (404 otherwise). */
export async function ownAssets(db: Executor, ctx: MemberContext, assetIds: readonly number[]): Promise<void> {
  const own = await ownAssetIds(db, ctx.member.id, assetIds);
  if (assetIds.some((id) => !own.has(id))) throw new AppError('NOT_FOUND', CATALOGUE_ASSET_NOT_FOUND, 'asset_list');
}

/** spec 001 §3 remits: start_date to end_date, UTC days, both included; the end not before the start. */
export function remitWindowOf(ctx: MemberContext, startDate: string, endDate: string): RemitWindow {
  if (endDate < startDate) throw new AppError('INVALID_INPUT', REMIT_DATES_ORDER, 'end_date');
  const { fromMs, toMs } = remitWindow(startDate, endDate);
  if (toMs - fromMs > REMIT_WINDOW_MAX_DAYS * 24 * 3600 * 1000)
    throw new AppError('INVALID_INPUT', REMIT_WINDOW_TOO_LONG, 'end_date');
  return { creatorId: ctx.member.id, from: new Date(fromMs), to: new Date(toMs) };
}
