import {
  AGENCY_DIGEST_EMAIL_TYPE_ID,
  AGENCY_DIGEST_TIME_ZONE,
  DIGEST_INTRO,
  NO_DIGEST_COUNTS,
  digestLine,
  digestTitle,
  digestTotal,
  type DigestCounts,
} from '@stagepass/domain/agency';
import { DASHBOARD } from '@stagepass/domain/accounts';
import { addDays, localDay, localDayEnd, localDayStart } from '@stagepass/domain/schedules';
import type { Database } from '@stagepass/db/client';
import type { Mailer } from '../../adapters/email/outbox';
import type { Config } from '../../config';
import { compose } from '../accounts/emails';
import { excludedFrom } from '../messages/messages-repository';
import { notify } from '../notifications/notifications-repository';
import * as repo from './digest-repository';

export interface DigestDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** What an agency_digests row keeps: the day's total and each client that had something happen. */
export interface DigestSummary {
  total: number;
  clients: ({ id: number; name: string } & DigestCounts)[];
}

/**
 * The day a digest made at `nowMs` covers: the last whole day in AGENCY_DIGEST_TIME_ZONE (yesterday there), with the
 * instants it starts and ends.
 */
export function digestWindow(nowMs: number): { day: string; start: Date; end: Date } {
  const day = addDays(localDay(nowMs, AGENCY_DIGEST_TIME_ZONE), -1);
  return {
    day,
    start: new Date(localDayStart(day, AGENCY_DIGEST_TIME_ZONE)),
    end: new Date(localDayEnd(day, AGENCY_DIGEST_TIME_ZONE)),
  };
}

/**
 * The clock job 'agency-digest' (spec 001 §1: 'agencies get summary notifications'): once the day is over, each
 * agency with clients gets one summary of what happened to them that day: bids, bookings, ticket and product sales,
 * messages. It is an in-app notification and an email, unless the agency turned off 'Agency daily summary' in its
 * email preferences. A day with nothing in it sends nothing.
 *
 * One agency_digests row per agency and day, stored in the same transaction as the notification and the email are
 * queued: a second run (here or on another server, at once) finds the row and sends nothing again. An empty day gets
 * its row too, so later runs that day skip the agency at once. Only the last whole day is summarised: a server down
 * for longer does not send old days late. Time only from `nowMs`.
 */
export async function sendAgencyDigests(deps: DigestDeps, nowMs: number): Promise<void> {
  const { day, start, end } = digestWindow(nowMs);
  const clients = await repo.clientsOfAgenciesDue(deps.db, day);
  if (clients.length === 0) return;
  const counts = await countByClient(deps.db, [...new Set(clients.map((c) => c.id))], { start, end });

  const byAgency = new Map<number, repo.DigestClient[]>();
  for (const c of clients) byAgency.set(c.agencyId, [...(byAgency.get(c.agencyId) ?? []), c]);
  const agencyIds = [...byAgency.keys()];
  const [agencies, excluded] = await Promise.all([
    repo.agenciesByIds(deps.db, agencyIds),
    excludedFrom(deps.db, agencyIds, AGENCY_DIGEST_EMAIL_TYPE_ID),
  ]);
  const now = new Date(nowMs);
  const link = DASHBOARD.agency;
  const preferences = new URL('/dash/emailPreferences', deps.config.PUBLIC_URL).toString();
  let queued = 0;

  for (const [agencyId, list] of byAgency) {
    const summary = summarise(list, counts);
    const agency = agencies.get(agencyId);
    await deps.db.transaction(async (tx) => {
      const claimed = await repo.claimDigest(tx, {
        agencyId,
        day,
        summary: summary as unknown as Record<string, unknown>,
        createdAt: now,
      });
      if (!claimed || summary.total === 0 || !agency) return;
      const title = digestTitle(day);
      const lines = summary.clients.map((c) => digestLine(c.name, c));
      await notify(tx, [{ memberId: agencyId, type: 'AGENCY_DIGEST', title, body: lines.join('\n'), link }], now);
      if (excluded.has(agencyId)) return;
      await deps.mailer.queue(
        tx,
        compose(agency.email, title, agency.name, {
          before: [DIGEST_INTRO, ...lines],
          action: { label: 'Open your dashboard', url: new URL(link, deps.config.PUBLIC_URL).toString() },
          after: [`To stop these emails, turn off 'Agency daily summary' in your email preferences: ${preferences}`],
        }),
      );
      queued += 1;
    });
  }
  if (queued > 0) deps.mailer.kick();
}

/** The day's counts of every client, in one query per kind for all of them. */
async function countByClient(db: Database, ids: number[], w: repo.Window): Promise<Map<number, DigestCounts>> {
  const out = new Map<number, DigestCounts>(ids.map((id) => [id, { ...NO_DIGEST_COUNTS }]));
  const clientIds = new Set(ids);
  const add = (id: number, key: keyof DigestCounts, n: number) => {
    const c = out.get(id);
    if (c) c[key] += n;
  };
  const [placed, booked, tickets, assets, subs, received] = await Promise.all([
    repo.bidsPlaced(db, ids, w),
    repo.bookingsMade(db, ids, w),
    repo.ticketsSold(db, ids, w),
    repo.assetsSold(db, ids, w),
    repo.subscriptionsStarted(db, ids, w),
    repo.messagesReceived(db, ids, w),
  ]);
  // A bid between two clients of the agencies counts for both sides.
  for (const [rows, key] of [
    [placed, 'bids'],
    [booked, 'bookings'],
  ] as const)
    for (const r of rows) {
      if (clientIds.has(r.talentId)) add(r.talentId, key, r.n);
      if (clientIds.has(r.businessId)) add(r.businessId, key, r.n);
    }
  for (const r of tickets) add(r.id, 'tickets_sold', r.n);
  for (const r of [...assets, ...subs]) add(r.id, 'product_sales', r.n);
  for (const r of received) add(r.id, 'messages', r.n);
  return out;
}

function summarise(clients: readonly repo.DigestClient[], counts: Map<number, DigestCounts>): DigestSummary {
  const rows = clients
    .map((c) => ({ id: c.id, name: c.name, ...(counts.get(c.id) ?? NO_DIGEST_COUNTS) }))
    .filter((c) => digestTotal(c) > 0)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return { total: rows.reduce((sum, c) => sum + digestTotal(c), 0), clients: rows };
}
