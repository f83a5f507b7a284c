import { Container, Stack } from '@mantine/core';
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
import { useRouteState } from '../../../lib/use-route-state';
import { useRequest } from '../../../lib/use-request';
import { EventGrid } from '../../events/components/event-grid';
import { FanEventCard } from '../../events/components/fan-event-card';
import { parseId } from '../../events/lib/event-links';
import { ProfileHeader } from '../components/profile-header';
import { ProfileSection } from '../components/profile-section';
import { ProfileNotFound, ProfileSkeleton } from '../components/profile-states';
import { useRefetchAfterFollow } from '../hooks/use-refetch-after-follow';
import { ProfileReviews } from '../../reviews/components/profile-reviews';
import { ProfilePosts } from '../../posts/components/profile-posts';
import { FlagAsInappropriate } from '../../reports/components/flag-as-inappropriate';
import { GalleryAccordion } from '../../gallery/components/gallery-accordion';
import { REPORT_TYPES } from '@stagepass/domain/reports';
import { BusinessMediaLinks } from '../../media/components/business-media-links';

/**
 * /dash/b/{id} (spec 001 §2; route state carries business_id), for everyone: the business's photo, name, area,
 * follower display, Follow and Share, and its upcoming events as event cards. Reviews and posts arrive with their
 * issues.
 */
export function BusinessProfilePage() {
  const businessId = parseId(useRouteState('business_id', 'id'));
  const query = useRequest(
    'business_query',
    { business_id: businessId ?? 0 },
    { enabled: businessId !== null, retry: false, meta: { silent: true } },
  );
  useRefetchAfterFollow(query.data?.business.business_id, query.refetch);

  let body;
  if (businessId === null || query.isError) {
    body = <ProfileNotFound title={BUSINESS_NOT_FOUND} error={query.error} />;
  } else if (query.isPending) {
    body = <ProfileSkeleton label="Loading the profile" />;
  } else {
    const { business: b, events } = query.data;
    body = (
      <Stack gap="xl">
        <ProfileHeader
          memberId={b.business_id}
          name={b.name}
          username={b.username}
          photo={b.photo}
          followedType="BUSINESS"
          traits={b.traits}
          subtitle={areaText(b)}
          networkFollowers={b.network_followers}
          share={{
            title: SHARE_BUSINESS_TITLE,
            url: new URL(businessProfilePath(b.business_id), window.location.origin).toString(),
          }}
        >
          <FlagAsInappropriate item={{ type: REPORT_TYPES.profile, user_id: b.business_id }} ownerId={b.business_id} />
        </ProfileHeader>
        <ProfileSection id="events" title={PROFILE_SECTIONS.events} empty={events.length === 0 && NO_UPCOMING_EVENTS}>
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
        <GalleryAccordion ownerId={b.business_id} items={query.data.gallery} />
      </Stack>
    );
  }

  return (
    <Container size="lg" py="md">
      {body}
    </Container>
  );
}
