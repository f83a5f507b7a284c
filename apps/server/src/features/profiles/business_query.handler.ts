import { BUSINESS_NOT_FOUND } from '@stagepass/domain/profiles';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { toCards } from '../events/event-cards';
import { listUpcomingListedByBusiness } from '../events/events-repository';
import { followerCount } from '../follows/follows-repository';
import { toGalleryItem } from '../gallery/gallery';
import { profileExtras } from '../gallery/gallery-repository';
import { networkFollowers, publicArea } from './profile-views';
import { declaredCounts, findPublic } from './profiles-repository';

/**
 * spec 001 §7 business_query (business_id), §2 /b/{id}: the business's public profile and its upcoming published
 * public events, as the event cards of events_query_for_user. 404 unless it is an active business.
 */
export const business_query: Handler<'business_query'> = async ({ ctx, input }) => {
  const row = await findPublic(ctx.db, { id: input.business_id });
  if (!row?.isBusiness) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND, 'business_id');
  const now = new Date(ctx.clock.now());
  const [followers, declared, rows, extras] = await Promise.all([
    followerCount(ctx.db, row.id),
    declaredCounts(ctx.db, row.id),
    listUpcomingListedByBusiness(ctx.db, row.id, now),
    profileExtras(ctx.db, row.id),
  ]);
  return {
    business: {
      business_id: row.id,
      name: row.name,
      username: row.username,
      photo: row.photo,
      ...publicArea(row),
      traits: [],
      followers,
      network_followers: networkFollowers(followers, declared),
    },
    events: await toCards(ctx.db, rows, { viewerId: ctx.member?.id ?? null }),
    bio: extras.bio,
    gallery: extras.gallery.map(toGalleryItem),
  };
};
