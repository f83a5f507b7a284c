import { Text } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import type { TalentBooking } from '@stagepass/contract/profiles/fields';
import { eventDateText, eventTimeText } from '@stagepass/domain/events';
import {
  NO_POSTS,
  NO_RATES,
  NO_RECOMMENDATIONS,
  NO_REVIEWS,
  NO_UPCOMING_BOOKINGS,
  PROFILE_SECTIONS,
  SHARE_TALENT_TITLE,
  TALENT_NOT_FOUND,
  bookNowText,
  rateText,
  talentKey,
  talentProfilePath,
} from '@stagepass/domain/profiles';
import { EventCard } from '../../../components/ui/event-card';
import { useCanOpen } from '../../../lib/use-can-open';
import { routeStateValue } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { EventGrid } from '../../events/components/event-grid';
import { EventWatchToggle } from '../../events/components/event-watch-toggle';
import { parseId } from '../../events/lib/event-links';
import { ProfileLayout } from '../components/profile-layout';
import { ProfileSection } from '../components/profile-section';
import { useIsOwnProfile } from '../hooks/use-is-own-profile';
import { PROFILE_EMPTY_TEXTS as T } from '../profiles-texts';
import { useRefetchAfterFollow } from '../hooks/use-refetch-after-follow';
import { ProfileReviews } from '../../reviews/components/profile-reviews';
import { ProfileRecommendations } from '../../reviews/components/profile-recommendations';
import { ProfilePosts } from '../../posts/components/profile-posts';
import { GalleryAccordion } from '../../gallery/components/gallery-accordion';

const SCHEDULING_PATH = '/dash/scheduling';

/** 'Musician · Dec 31, 9:30 pm PST – 11:00 pm PST': what the talent plays, and when, in the venue's time zone. */
export function bookingBlockText(b: TalentBooking): string {
  const tz = b.event.time_zone;
  const when = `${eventDateText(b.sb_start_time, tz)}, ${eventTimeText(b.sb_start_time, tz)} – ${eventTimeText(b.sb_end_time, tz)}`;
  return b.trait ? `${b.trait} · ${when}` : when;
}

/**
 * /dash/c/{id or username} (spec 001 §2; route state carries sp_id), for everyone: the talent's photo, name, traits,
 * bio, rates, follower display, Follow, Share and their published creator website, upcoming bookings, reviews,
 * recommendations, posts and the gallery.
 */
export function TalentProfilePage() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const carried = parseId(routeStateValue(state, 'sp_id'));
  const key = carried !== null ? { sp_id: carried } : talentKey(id);
  const query = useRequest('specialist_query', key ?? {}, {
    enabled: key !== null,
    retry: false,
    meta: { silent: true },
  });
  useRefetchAfterFollow(query.data?.specialist.sp_id, query.refetch);
  const isOwn = useIsOwnProfile();
  const canOpen = useCanOpen();

  return (
    <ProfileLayout
      query={key === null ? null : query}
      notFoundTitle={TALENT_NOT_FOUND}
      header={({ specialist: sp, bio, website_path }) => ({
        memberId: sp.sp_id,
        name: sp.name,
        username: sp.username,
        photo: sp.photo,
        followedType: 'SPECIALIST',
        traits: sp.traits,
        networkFollowers: sp.network_followers,
        bio,
        websitePath: website_path,
        share: { title: SHARE_TALENT_TITLE, path: talentProfilePath(sp.sp_id, sp.username) },
        reportable: true,
      })}
    >
      {({ specialist: sp, upcoming_bookings: bookings, gallery }) => {
        const rate = rateText(sp.rates.min_rate);
        const bookNow = bookNowText(sp.rates.min_book_now);
        // The talent's own profile says how its empty sections fill; a visitor reads only that they are empty.
        const own = isOwn(sp.sp_id);
        const schedules = own && canOpen(SCHEDULING_PATH) ? { label: T.manageSchedules, to: SCHEDULING_PATH } : null;
        return (
          <>
            <ProfileSection
              id="rates"
              title={PROFILE_SECTIONS.rates}
              empty={!rate && !bookNow && NO_RATES}
              emptyHint={own ? T.ratesHint : undefined}
              emptyAction={schedules}
            >
              {rate && <Text fw={700}>{rate}</Text>}
              {bookNow && <Text>{bookNow}</Text>}
            </ProfileSection>
            <ProfileSection
              id="bookings"
              title={PROFILE_SECTIONS.bookings}
              empty={bookings.length === 0 && NO_UPCOMING_BOOKINGS}
              // Rates, just above, carries the way to the schedules: one link, not two of the same name.
              emptyHint={own ? T.bookingsHint : undefined}
            >
              <EventGrid label={PROFILE_SECTIONS.bookings}>
                {bookings.map((b) => (
                  <EventCard
                    key={`${b.event.event_id}-${b.sb_start_time}`}
                    event={b.event}
                    variant="fan"
                    watch={<EventWatchToggle event={b.event} />}
                    actions={<Text size="sm">{bookingBlockText(b)}</Text>}
                  />
                ))}
              </EventGrid>
            </ProfileSection>
            <ProfileReviews
              member={{ id: sp.sp_id, name: sp.name, photo: sp.photo, kind: 'SPECIALIST' }}
              title={PROFILE_SECTIONS.reviews}
              empty={NO_REVIEWS}
            />
            <ProfileRecommendations
              talentId={sp.sp_id}
              title={PROFILE_SECTIONS.recommendations}
              empty={NO_RECOMMENDATIONS}
            />
            <ProfilePosts ownerId={sp.sp_id} title={PROFILE_SECTIONS.posts} empty={NO_POSTS} />
            <GalleryAccordion ownerId={sp.sp_id} items={gallery} />
          </>
        );
      }}
    </ProfileLayout>
  );
}
