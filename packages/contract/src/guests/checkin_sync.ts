import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { checkinCounts, reportedScans, scanResult, sessionToken } from './fields';

// Ours: the scans a device made without a network, sent when it returns, oldest first. Each is judged as if it had
// arrived online; a code this device admitted offline that another device had admitted first comes back as a
// conflict (both admissions stay on record, never merged). Sending the same scans again records them once.
export const checkin_sync = defineRequest({
  name: 'checkin_sync',
  summary: 'Send the scans made offline',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ session_token: sessionToken, scans: reportedScans }),
  output: z.object({ results: z.array(scanResult), counts: checkinCounts }),
});
