import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { checkinCounts, reportedScan, scanResult, sessionToken } from './fields';

// Ours: one scan at the door, online. The server admits each code once; a second scan says when and on which device
// it was used; a code of another event, or a refunded ticket, is refused with its reason.
export const checkin_scan = defineRequest({
  name: 'checkin_scan',
  summary: 'Admit one ticket code at the door',
  auth: 'public',
  access: ACCESS.everyone,
  input: reportedScan.extend({ session_token: sessionToken }),
  output: z.object({ result: scanResult, counts: checkinCounts }),
});
