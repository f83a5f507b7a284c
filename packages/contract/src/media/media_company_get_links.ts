import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { mediaLink } from './fields';

// spec 001 §7 media_company_get_links. Without business_id: the caller's own links, oldest first (a business with the
// media company role; others are refused, 401 logged out and 403 otherwise). With business_id: what the business
// profile (/dash/b/{id}) shows, for everyone: whether it is a media company and, when it is, its links (404 unless it
// is an active business).
export const media_company_get_links = defineRequest({
  name: 'media_company_get_links',
  summary: "A media company's links (yours without business_id)",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ business_id: idField.optional() }),
  output: z.object({
    business_id: z.number().int(),
    is_media_company: z.boolean(),
    links: z.array(mediaLink),
  }),
});
