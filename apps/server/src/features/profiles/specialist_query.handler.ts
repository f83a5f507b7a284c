import { creatorSitePath } from '@stagepass/domain/creator-website';
import { OWN_PROFILE_NEEDS_LOGIN, TALENT_NOT_FOUND } from '@stagepass/domain/profiles';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { toCards } from '../events/event-cards';
import { listByIds } from '../events/events-repository';
import { followerCount } from '../follows/follows-repository';
import { toGalleryItem } from '../gallery/gallery';
import { profileExtras } from '../gallery/gallery-repository';
import { findWebsite } from '../website/website-repository';
import { networkFollowers } from './profile-views';
import { declaredCounts, findPublic, openRates, talentTraitsOf, upcomingPublicBookings } from './profiles-repository';

/**
 * spec 001 §7 specialist_query, §2 /c/{id or username}: a talent's public profile (by sp_id or username, else the
 * caller's own) with traits, rates from their open schedules, followers and upcoming public bookings. 404 unless it
 * is an active talent.
 */
export const specialist_query: Handler<'specialist_query'> = async ({ ctx, input }) => {
  const field = input.username !== undefined ? 'username' : 'sp_id';
  let key: { id: number } | { username: string };
  if (input.username !== undefined) key = { username: input.username };
  else if (input.sp_id !== undefined) key = { id: input.sp_id };
  else if (ctx.member) key = { id: ctx.member.id };
  else throw new AppError('UNAUTHENTICATED', OWN_PROFILE_NEEDS_LOGIN);

  const row = await findPublic(ctx.db, key);
  if (!row?.isSpecialist) throw new AppError('NOT_FOUND', TALENT_NOT_FOUND, field);

  const now = new Date(ctx.clock.now());
  const [traits, rates, followers, declared, booked, extras, website] = await Promise.all([
    talentTraitsOf(ctx.db, row.id),
    openRates(ctx.db, row.id, now),
    followerCount(ctx.db, row.id),
    declaredCounts(ctx.db, row.id),
    upcomingPublicBookings(ctx.db, row.id, now),
    profileExtras(ctx.db, row.id),
    findWebsite(ctx.db, row.id),
  ]);
  const eventRows = await listByIds(ctx.db, [...new Set(booked.map((b) => b.eventId))]);
  const cards = new Map(
    (await toCards(ctx.db, eventRows, { viewerId: ctx.member?.id ?? null })).map((c) => [c.event_id, c]),
  );
  return {
    specialist: {
      sp_id: row.id,
      name: row.name,
      username: row.username,
      photo: row.photo,
      traits,
      rates: { min_rate: rates.minRate, min_book_now: rates.minBookNow, open_schedules: rates.open },
      followers,
      network_followers: networkFollowers(followers, declared),
    },
    upcoming_bookings: booked.flatMap((b) => {
      const event = cards.get(b.eventId);
      if (!event) return [];
      return [
        { event, sb_start_time: b.sbStart.toISOString(), sb_end_time: b.sbEnd.toISOString(), trait: b.trait ?? '' },
      ];
    }),
    bio: extras.bio,
    gallery: extras.gallery.map(toGalleryItem),
    // /c/{username} serves a published website only (a website cannot be published without a username).
    website_path: website?.published && row.username ? creatorSitePath(row.username) : null,
  };
};
