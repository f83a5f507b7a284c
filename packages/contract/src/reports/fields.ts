import { z } from 'zod';
import { GALLERY_MAX_ITEMS } from '@stagepass/domain/media';
import { REPORT_TYPES } from '@stagepass/domain/reports';
import { idField } from '../ids';

/**
 * spec 001 §7 report_new_case `credentials`: the reported item, by its type (spec 001 §3 Case report). A media
 * report is type 5 with the gallery's owner (user_id) and the item's index (media_index); a profile is type 1 with
 * the member; a post type 2 and a comment type 3, by id.
 */
export const reportCredentials = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(REPORT_TYPES.media),
    user_id: idField,
    media_index: z
      .number()
      .int()
      .min(0)
      .max(GALLERY_MAX_ITEMS - 1),
  }),
  z.object({ type: z.literal(REPORT_TYPES.profile), user_id: idField }),
  z.object({ type: z.literal(REPORT_TYPES.post), post_id: idField }),
  z.object({ type: z.literal(REPORT_TYPES.comment), comment_id: idField }),
]);
export type ReportCredentials = z.infer<typeof reportCredentials>;

/** One reason a member may give (packages/domain/src/reports.ts REPORT_CODES). */
export const reportCode = z.object({ code: z.string(), label: z.string() });
