import { z } from 'zod';
import {
  DEVICE_NAME_MAX,
  MANAGER_PASSWORD_MAX,
  MANAGER_PASSWORD_MIN,
  MAX_SCANS_PER_SYNC,
  SCAN_REFUSALS,
  type ScanRefusal,
} from '@stagepass/domain/guests';
import { idField } from '../ids';

/** spec 001 §3 Guest: one purchase on the guest list (checked in = manual_checkin + num_validated). */
export const guest = z.object({
  purchase_id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  ticket_name: z.string(),
  quantity: z.number().int(),
  manual_checkin: z.number().int(),
  num_validated: z.number().int(),
});
export type Guest = z.infer<typeof guest>;

export const managerPassword = z
  .string()
  .min(MANAGER_PASSWORD_MIN, `Use at least ${MANAGER_PASSWORD_MIN} characters`)
  .max(MANAGER_PASSWORD_MAX);

/** A check-in session's token, from checkin_sign_in: the only right it carries is checking in one event. */
export const sessionToken = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Please sign in to the check-in app again');

const refusals = Object.keys(SCAN_REFUSALS) as [ScanRefusal, ...ScanRefusal[]];

/** A pass code as scanned or typed (the app trims it; a link's last segment). */
export const scannedCode = z.string().trim().min(1, 'Scan or type a ticket code').max(200);

/** The device's own id for a scan: a sync sent twice records it once. */
export const clientScanId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The event, as the check-in app shows it. */
export const checkinEvent = z.object({
  event_id: z.number().int(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
});

/** What the server made of a scan (spec: admitted once; a second scan says when and on which device). */
export const scanResult = z.object({
  client_scan_id: z.string(),
  code: z.string(),
  verdict: z.enum(['admitted', 'already_used', 'refused', 'conflict']),
  refusal: z.enum(refusals).nullable(),
  /** The text shown full-screen. */
  message: z.string(),
  /** The first admission of the code: when and on which device. */
  used: z.object({ at: z.string(), device_name: z.string() }).nullable(),
  guest_name: z.string().nullable(),
  ticket_name: z.string().nullable(),
});
export type ScanResult = z.infer<typeof scanResult>;

/** One scan as the device reports it: what it scanned, when (its clock), and whether it admitted it offline. */
export const reportedScan = z.object({
  client_scan_id: clientScanId,
  code: scannedCode,
  scanned_at: z.iso.datetime({ offset: true }),
  admitted_offline: z.boolean().default(false),
});

export const reportedScans = z.array(reportedScan).min(1).max(MAX_SCANS_PER_SYNC);

/** The door's counter: checked in / sold. */
export const checkinCounts = z.object({ checked_in: z.number().int(), sold: z.number().int() });

export const eventIdInput = z.object({ event_id: idField });

export const deviceName = z.string().trim().min(1, 'Name this device, e.g. Door 1').max(DEVICE_NAME_MAX);
