import { CREATE_EVENT } from '@stagepass/domain/events';
import {
  BUSINESS_NOT_FOUND,
  NO_POSTS,
  NO_REVIEWS,
  NO_UPCOMING_EVENTS,
  PROFILE_SECTIONS,
  SHARE_BUSINESS_TITLE,
  areaText,
  businessProfilePath,
} from '@stagepass/domain/profiles';
import { useCanOpen } from '../../../lib/use-can-open';
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { EventGrid } from '../../events/components/event-grid';
import { FanEventCard } from '../../events/components/fan-event-card';
import { CREATE_EVENT_PATH, parseId } from '../../events/lib/event-links';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSection } from '../components/profile-section';
import { useIsOwnProfile } from '../hooks/use-is-own-profile';
import { PROFILE_EMPTY_TEXTS as T } from '../profiles-texts';
import { useRefetchAfterFollow } from '../hooks/use-refetch-after-follow';
import { ProfileReviews } from '../../reviews/components/profile-reviews';
import { ProfilePosts } from '../../posts/components/profile-posts';
import { GalleryAccordion } from '../../gallery/components/gallery-accordion';
import { BusinessMediaLinks } from '../../media/components/business-media-links';

/**
 * /dash/b/{id} (spec 001 §2; route state carries business_id), for everyone: the business's photo, name, area, bio,
 * follower display, Follow and Share, its upcoming events as event cards, media links, reviews, posts and gallery.
 */
export function BusinessProfilePage() {
  const businessId = parseId(useRouteState('/dash/b/:id', 'business_id'));
  const query = useRequest(
    'business_query',
    { business_id: businessId ?? 0 },
    { enabled: businessId !== null, retry: false, meta: { silent: true } },
  );
  useRefetchAfterFollow(query.data?.business.business_id, query.refetch);
  const isOwn = useIsOwnProfile();
  const canOpen = useCanOpen();

  return (
    <ProfileLayout
      query={businessId === null ? null : query}
      notFoundTitle={BUSINESS_NOT_FOUND}
      header={({ business: b, bio }) => ({
        memberId: b.business_id,
        name: b.name,
        username: b.username,
        photo: b.photo,
        followedType: 'BUSINESS',
        traits: b.traits,
        subtitle: areaText(b),
        networkFollowers: b.network_followers,
        bio,
        share: { title: SHARE_BUSINESS_TITLE, path: businessProfilePath(b.business_id) },
        reportable: true,
      })}
    >
      {({ business: b, events, gallery }) => (
        <>
          {/* The business's own profile offers its next event; a visitor reads only that there is none. */}
          <ProfileSection
            id="events"
            title={PROFILE_SECTIONS.events}
            empty={events.length === 0 && NO_UPCOMING_EVENTS}
            emptyHint={isOwn(b.business_id) ? T.eventsHint : undefined}
            emptyAction={
              isOwn(b.business_id) && canOpen(CREATE_EVENT_PATH) ? { label: CREATE_EVENT, to: CREATE_EVENT_PATH } : null
            }
          >
            <EventGrid label={PROFILE_SECTIONS.events}>
              {events.map((e) => (
                <FanEventCard key={e.event_id} event={e} />
              ))}
            </EventGrid>
          </ProfileSection>
          <BusinessMediaLinks businessId={b.business_id} />
          <ProfileReviews
            member={{ id: b.business_id, name: b.name, photo: b.photo, kind: 'BUSINESS' }}
            title={PROFILE_SECTIONS.reviews}
            empty={NO_REVIEWS}
          />
          <ProfilePosts ownerId={b.business_id} title={PROFILE_SECTIONS.posts} empty={NO_POSTS} />
          <GalleryAccordion ownerId={b.business_id} items={gallery} />
        </>
      )}
    </ProfileLayout>
  );
}
