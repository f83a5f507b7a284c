import { z } from 'zod';
import { SCAN_REFUSALS, type ScanRefusal } from '@stagepass/domain/guests';
import { ACCESS, defineRequest } from '../define';
import { checkinCounts, checkinEvent, sessionToken } from './fields';

const refusals = Object.keys(SCAN_REFUSALS) as [ScanRefusal, ...ScanRefusal[]];

// Ours: what the check-in app downloads when it opens, to keep checking in without a network. Every pass code of the
// event with its guest, whether it was admitted (when, on which device), and the refused ones with their reason.
export const checkin_codes = defineRequest({
  name: 'checkin_codes',
  summary: "The event's pass codes, for checking in offline",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ session_token: sessionToken }),
  output: z.object({
    event: checkinEvent,
    device_name: z.string(),
    codes: z.array(
      z.object({
        code: z.string(),
        guest_name: z.string(),
        ticket_name: z.string(),
        refused: z.enum(refusals).nullable(),
        used: z.object({ at: z.string(), device_name: z.string() }).nullable(),
      }),
    ),
    counts: checkinCounts,
    downloaded_at: z.string(),
  }),
});
