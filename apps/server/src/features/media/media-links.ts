import type { MediaLink } from '@stagepass/contract/media/fields';
import { MEDIA_COMPANY_ONLY } from '@stagepass/domain/media-links';
import type { Member } from '../accounts/accounts-repository';
import { AppError } from '../../rpc/app-error';
import type { MediaLinkRow } from './media-repository';

/** spec 001 §6: media links are kept by a business with the media company role; any other business is refused. */
export function requireMediaCompany(member: Member): void {
  if (!member.isMediaCompany) throw new AppError('FORBIDDEN', MEDIA_COMPANY_ONLY);
}

/** spec 001 §3 Media link: link_id, url, description. */
export function toMediaLink(row: MediaLinkRow): MediaLink {
  return { link_id: row.id, url: row.url, description: row.description };
}
