import { MEDIA_LINKS_TITLE, NO_MEDIA_LINKS } from '@stagepass/domain/media-links';
import { useRequest } from '../../../lib/use-request';
import { ProfileSection } from '../../profiles/components/profile-section';
import { MediaLinkItems } from './media-link-items';

/**
 * The media links on a business profile (/dash/b/{id}; spec 001 §6 'media links (media company role)'): shown only
 * for a media company. A failed read shows nothing: the rest of the profile does not depend on it.
 */
export function BusinessMediaLinks({ businessId }: { businessId: number }) {
  const query = useRequest(
    'media_company_get_links',
    { business_id: businessId },
    { retry: false, meta: { silent: true } },
  );
  if (!query.data?.is_media_company) return null;
  const { links } = query.data;
  return (
    <ProfileSection id="media" title={MEDIA_LINKS_TITLE} empty={links.length === 0 && NO_MEDIA_LINKS}>
      <MediaLinkItems links={links} label={MEDIA_LINKS_TITLE} />
    </ProfileSection>
  );
}
