// Media links (spec 001 §3 'Media link (for a media company): link_id, url, description'; §6 Business 'media links
// (media company role)'; §7 media_company_create_link, _update_link, _delete_link, _get_links; §5 the alert dialog's
// url input must be a valid http or https URL).

import { RESPONSE_REQUIRED } from './schedule-requests';
import { isUrl } from './validators';

/** Ours: a link is an address a browser opens; longer than this is not a link anyone typed. */
export const MEDIA_LINK_URL_MAX = 2_000;
/**
 * Ours: the description is the one line shown under the link on the business profile (a show's name, an article's
 * headline), so it is kept to about two lines of a card.
 */
export const MEDIA_LINK_DESCRIPTION_MAX = 200;
/** Ours: a media company keeps at most this many links (the profile lists them all). */
export const MEDIA_LINKS_MAX = 50;

// Validation (spec 001 §5: non-empty by default, and a valid http or https URL for url input).
export const MEDIA_LINK_URL_REQUIRED = RESPONSE_REQUIRED;
export const MEDIA_LINK_URL_INVALID = 'Please enter a valid http or https URL!';
export const MEDIA_LINK_URL_TOO_LONG = `Links are at most ${MEDIA_LINK_URL_MAX} characters.`;
export const MEDIA_LINK_DESCRIPTION_TOO_LONG = `Descriptions are at most ${MEDIA_LINK_DESCRIPTION_MAX} characters.`;

/** The problem with a link's url as typed (trimmed first), or null when it can be saved. */
export function mediaLinkUrlProblem(url: string): string | null {
  const text = url.trim();
  if (text === '') return MEDIA_LINK_URL_REQUIRED;
  if (text.length > MEDIA_LINK_URL_MAX) return MEDIA_LINK_URL_TOO_LONG;
  return isUrl(text) ? null : MEDIA_LINK_URL_INVALID;
}

/** The problem with a link's description (optional), or null. */
export function mediaLinkDescriptionProblem(description: string): string | null {
  return description.trim().length > MEDIA_LINK_DESCRIPTION_MAX ? MEDIA_LINK_DESCRIPTION_TOO_LONG : null;
}

// Refusals and answers.
/** A signed-in member who is not a business (set_media_company and the media_company_* writes). */
export const MEDIA_COMPANY_BUSINESS_ONLY = 'Only a business can be a media company.';
/** A business without the media company role. */
export const MEDIA_COMPANY_ONLY =
  'Only a media company can keep media links. Turn on the media company role in Settings first.';
export const MEDIA_LINK_NOT_FOUND = 'Media link not found';
export const MEDIA_LINKS_FULL = `A media company keeps at most ${MEDIA_LINKS_MAX} links. Delete one first.`;
/** media_company_get_links with no business_id asks for the caller's own links. */
export const MEDIA_LINKS_NEED_LOGIN = 'Please log in to see your media links.';

// Screen texts (Settings and the business profile).
export const MEDIA_LINKS_TITLE = 'Media links';
export const MEDIA_COMPANY_ROLE = 'Media company';
export const MEDIA_COMPANY_NOTE =
  'A media company lists links to its coverage, shows and channels on its business profile.';
export const MEDIA_COMPANY_ON = 'Your business is a media company.';
export const MEDIA_COMPANY_OFF = 'Your business is no longer a media company. Its links are kept but not shown.';
export const NO_MEDIA_LINKS = 'No media links yet.';
export const ADD_MEDIA_LINK = 'Add link';
export const EDIT_MEDIA_LINK = 'Edit link';
export const DELETE_MEDIA_LINK = 'Delete link';
export const DELETE_MEDIA_LINK_CONFIRM = 'Delete this link? It leaves your profile at once.';
export const MEDIA_LINK_SAVED = 'Link saved.';
export const MEDIA_LINK_DELETED = 'Link deleted.';
export const MEDIA_LINK_URL_LABEL = 'Link (http or https)';
export const MEDIA_LINK_DESCRIPTION_LABEL = 'Description';

/** How a link reads on a card: its host ('press.example.com'), or the url as typed when it cannot be parsed. */
export function mediaLinkHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
