import {
  EVENT_NOT_FOUND,
  EVENT_SUB_EVENTS_OUTSIDE,
  PAYOUT_ACCOUNT_REQUIRED,
  venueTimeToInstant,
} from '@stagepass/domain/events';
import { EVENT_FLAG_ON } from '@stagepass/domain/limits';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { hasEnabledPayoutAccount } from '../payments/payouts-repository';
import { ownCard } from './event-cards';
import { dropEventImage, storeEventImage } from './event-image';
import * as repo from './events-repository';
import { locateVenue } from './venue';
import { nearbyChanged } from './nearby-cache';

/**
 * spec 001 §7 business_create_update_event, §4 event lifecycle. A business needs an enabled payout account (§6).
 * The address is geocoded here and the time zone comes with it, so the venue's wall-clock times become instants.
 * On update the event's times must still hold its time blocks, and an absent online URL deletes the stored one.
 */
export const business_create_update_event: Handler<'business_create_update_event'> = async ({ ctx, input }) => {
  const businessId = ctx.member.id;
  if (!(await hasEnabledPayoutAccount(ctx.db, businessId)))
    throw new AppError('PAYOUT_ACCOUNT_REQUIRED', PAYOUT_ACCOUNT_REQUIRED);
  const place = await locateVenue(ctx, input);
  const startTime = new Date(venueTimeToInstant(input.start_time, place.time_zone));
  const endTime = new Date(venueTimeToInstant(input.end_time, place.time_zone));

  const newImage = input.upload_image === EVENT_FLAG_ON && input.image ? await storeEventImage(ctx, input.image) : null;
  const values: repo.EventValues = {
    businessId,
    name: input.event_name,
    address: input.address,
    administrativeArea: place.administrative_area,
    subAdministrativeArea: place.sub_administrative_area ?? input.sub_administrative_area ?? null,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    startTime,
    endTime,
    timeZone: place.time_zone,
    description: input.description,
    private: input.private,
    password: input.private ? (input.ev_password ?? null) : null,
    draft: input.draft === EVENT_FLAG_ON,
    onlineOnly: input.online_only,
    onlineUrl: input.online_url ?? null,
    rawGeolocation: input.rawGeolocation ?? place,
  };
  const now = new Date(ctx.clock.now());
  let replaced: string | null = null;
  let eventId: number;
  try {
    eventId = await ctx.db.transaction(async (tx) => {
      await nearbyChanged(tx);
      if (input.create === EVENT_FLAG_ON) return repo.insert(tx, { ...values, image: newImage }, now);
      const current = await repo.lockOwned(tx, businessId, input.event_id!);
      if (!current) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
      const span = await repo.subEventSpan(tx, current.id);
      if (span && (span.first < startTime || span.last > endTime))
        throw new AppError('INVALID_INPUT', EVENT_SUB_EVENTS_OUTSIDE, 'start_time');
      const dropImage = newImage !== null || input.delete_url === EVENT_FLAG_ON;
      if (dropImage) replaced = current.image;
      await repo.update(tx, current.id, { ...values, ...(dropImage ? { image: newImage } : {}) }, now);
      return current.id;
    });
    ctx.nearbyCache.clear();
  } catch (err) {
    if (newImage) await dropEventImage(ctx, newImage);
    throw err;
  }
  await dropEventImage(ctx, replaced);
  return { event_id: eventId, event: await ownCard(ctx.db, businessId, eventId, ctx.clock.now()) };
};
