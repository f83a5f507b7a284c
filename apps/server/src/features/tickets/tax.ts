import {
  TAX_TERMS,
  TAX_TERMS_NOT_LATEST,
  TAX_TERMS_NOTIFICATION_BODY,
  TAX_TERMS_NOTIFICATION_TITLE,
  TAX_TERMS_REQUIRED,
  taxBreakdown,
  taxTermsNotificationLink,
  taxTermsStatus,
  type TaxBreakdown,
  type TaxTermsStatus,
} from '@stagepass/domain/tax';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';
import { notifyOnce } from '../notifications/notifications-repository';
import * as repo from './tax-repository';

/** The notification type of the tax-terms reminder (one per version, by its link). */
export const TAX_TERMS_NOTIFICATION = 'TAX_TERMS';

/** spec 001 §3 Tax: the business's tax-terms status. */
export async function termsStatus(ctx: MemberContext): Promise<TaxTermsStatus> {
  return taxTermsStatus(await repo.acceptedVersion(ctx.db, ctx.member.id));
}

/** Records that the business accepted `version`, which must be the latest (409 naming 'version' otherwise). */
export async function acceptTerms(ctx: MemberContext, version: string): Promise<TaxTermsStatus> {
  if (version !== TAX_TERMS.version) throw new AppError('CONFLICT', TAX_TERMS_NOT_LATEST(TAX_TERMS.version), 'version');
  await repo.accept(ctx.db, ctx.member.id, version, new Date(ctx.clock.now()));
  return termsStatus(ctx);
}

/**
 * Whether the business must be asked again, and when so, its in-app reminder of the latest version: once per version
 * (notifyOnce keys it by a link carrying the version), however often this is asked.
 */
export async function renewReminder(ctx: MemberContext): Promise<TaxTermsStatus & { notified: boolean }> {
  const status = await termsStatus(ctx);
  if (!status.renew) return { ...status, notified: false };
  const now = new Date(ctx.clock.now());
  const notified = await ctx.db.transaction((tx) =>
    notifyOnce(
      tx,
      {
        memberId: ctx.member.id,
        type: TAX_TERMS_NOTIFICATION,
        title: TAX_TERMS_NOTIFICATION_TITLE,
        body: TAX_TERMS_NOTIFICATION_BODY(status.latest_version, status.accepted_version === null),
        link: taxTermsNotificationLink(status.latest_version),
      },
      now,
    ),
  );
  return { ...status, notified };
}

/**
 * spec 001 §3 Tax: the year's breakdown (default: the clock's year, UTC), once the business accepted the latest
 * terms: "The business accepts the tax terms before the tax page shows figures, and is asked again when a new
 * version comes out." Refused with 409 before that.
 */
export async function breakdown(ctx: MemberContext, forYear: number | undefined): Promise<TaxBreakdown> {
  if ((await termsStatus(ctx)).renew) throw new AppError('CONFLICT', TAX_TERMS_REQUIRED);
  const now = new Date(ctx.clock.now());
  const year = forYear ?? now.getUTCFullYear();
  return taxBreakdown(year, now.toISOString().slice(0, 10), await repo.monthSums(ctx.db, ctx.member.id, year));
}
