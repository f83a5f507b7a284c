import type { FastifyInstance } from 'fastify';
import ical, { ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import type { Database } from '@stagepass/db/client';
import { randomString } from '@stagepass/domain/ids';
import {
  CALENDAR_FEED_AVAILABLE_SUMMARY,
  CALENDAR_FEED_MAX_ENTRIES,
  CALENDAR_FEED_NAME,
  CALENDAR_FEED_NOT_FOUND,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_PATH_PREFIX,
  CALENDAR_FEED_TOKEN_LENGTH,
  CALENDAR_FEED_TOKEN_PATTERN,
  calendarBookingSummary,
  calendarFeedUrls,
} from '@stagepass/domain/schedules';
import type { CalendarFeed } from '@stagepass/contract/schedules/fields';
import type { Clock } from '../../adapters/clock';
import { hashToken } from '../accounts/session-token';
import * as repo from './schedules-repository';

const DAY_MS = 24 * 3600 * 1000;

/** A new feed secret: only its hash is stored, so its URL can be shown only now. */
export function newFeedToken(): { token: string; hash: string } {
  const token = randomString(CALENDAR_FEED_TOKEN_LENGTH);
  return { token, hash: hashToken(token) };
}

export function feedAnswer(publicUrl: string, token: string | null, createdAt: Date | null): CalendarFeed {
  const urls = token ? calendarFeedUrls(publicUrl, token) : { url: null, webcal_url: null };
  return { exists: createdAt !== null, ...urls, created_at: createdAt?.toISOString() ?? null };
}

/**
 * The talent's calendar (ours, beyond the spec): their bookings (each a stable UID per bid, with the event's name,
 * the venue's address and the time block) and their schedules as free time, as iCalendar text.
 */
export async function talentCalendar(db: Database, talentId: number, nowMs: number, host: string): Promise<string> {
  const since = new Date(nowMs - CALENDAR_FEED_PAST_DAYS * DAY_MS);
  const [bookings, windows] = await Promise.all([
    repo.feedBookings(db, talentId, since, CALENDAR_FEED_MAX_ENTRIES),
    repo.feedSchedules(db, talentId, new Date(nowMs), CALENDAR_FEED_MAX_ENTRIES),
  ]);
  const calendar = ical({ name: CALENDAR_FEED_NAME, prodId: { company: 'Stagepass', product: 'bookings' } });
  for (const b of bookings)
    calendar.createEvent({
      id: `booking-${b.bidId}@${host}`,
      start: b.startTime,
      end: b.endTime,
      stamp: b.bookedAt ?? b.updatedAt,
      summary: calendarBookingSummary(b.eventName, b.businessName),
      location: { title: b.address, geo: { lat: b.latitude, lon: b.longitude } },
      description: b.notes || null,
      busystatus: ICalEventBusyStatus.BUSY,
    });
  for (const w of windows)
    calendar.createEvent({
      id: `schedule-${w.id}@${host}`,
      start: w.startTime,
      end: w.endTime,
      stamp: w.updatedAt,
      summary: `${CALENDAR_FEED_AVAILABLE_SUMMARY}: ${w.locationName}`,
      location: w.address,
      transparency: ICalEventTransparency.TRANSPARENT,
      busystatus: ICalEventBusyStatus.FREE,
    });
  return calendar.toString();
}

/** GET /api/calendar/<token>.ics: the feed of the talent holding that secret; any other token answers 404. */
export async function calendarFeedRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; publicUrl: string },
): Promise<void> {
  const host = new URL(deps.publicUrl).hostname;
  app.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PATH_PREFIX}:file`, async (req, reply) => {
    const token = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : '';
    const talentId = CALENDAR_FEED_TOKEN_PATTERN.test(token) ? await repo.feedTalent(deps.db, hashToken(token)) : null;
    if (talentId === null) return reply.code(404).send({ message: CALENDAR_FEED_NOT_FOUND, code: 'NOT_FOUND' });
    const body = await talentCalendar(deps.db, talentId, deps.clock.now(), host);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="stagepass.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });
}
