import type {
  ClientAttention,
  ClientOverview,
  ClientUpcoming,
} from '@stagepass/contract/agency/agency_dashboard_query';
import {
  CLIENT_UPCOMING_MAX,
  attentionText,
  digestLine,
  digestTitle,
  type AttentionKind,
  type DigestCounts,
} from '@stagepass/domain/agency';
import { subEventNeedsAttention } from '@stagepass/domain/events';
import type { Handler } from '../../rpc/context';
import { filledBySubEvent } from '../bookings/bookings-repository';
import * as agency from './agency-repository';
import * as repo from './dashboard-repository';
import type { DigestSummary } from './agency-digest';

/**
 * Issue 15: /dash/agency-dashboard. For each client, its upcoming bookings (talent) and events (business), and what
 * needs attention: bid requests to approve, schedule requests to answer, unread messages, time blocks that still need
 * talent, and a missing payout account. Every query covers all clients at once (dashboard-repository.ts).
 */
export const agency_dashboard_query: Handler<'agency_dashboard_query'> = async ({ ctx }) => {
  const now = new Date(ctx.clock.now());
  const clients = await agency.listClients(ctx.db, ctx.member.id);
  const ids = clients.map((c) => c.id);
  const talentIds = clients.filter((c) => c.is_specialist).map((c) => c.id);
  const businessIds = clients.filter((c) => c.is_business).map((c) => c.id);

  const [bookings, events, bidRequests, scheduleRequests, unread, payouts, digest] = await Promise.all([
    repo.upcomingBookings(ctx.db, talentIds, now, CLIENT_UPCOMING_MAX),
    repo.upcomingEvents(ctx.db, businessIds, now),
    repo.pendingBidRequests(ctx.db, talentIds),
    repo.pendingScheduleRequests(ctx.db, talentIds),
    repo.unreadMessages(ctx.db, ids),
    repo.withPayouts(ctx.db, ids),
    repo.latestDigest(ctx.db, ctx.member.id),
  ]);
  // spec 001 §4 Needs Attention: the upcoming time blocks whose places are not all filled.
  const subs = await repo.upcomingSubEvents(
    ctx.db,
    events.map((e) => e.id),
    now,
  );
  const filled = await filledBySubEvent(
    ctx.db,
    subs.map((s) => s.id),
  );
  const ownerOf = new Map(events.map((e) => [e.id, e.businessId]));
  const openBlocks = new Map<number, number>();
  for (const s of subs) {
    if (!subEventNeedsAttention(s.traitsNum, filled.get(s.id) ?? {})) continue;
    const owner = ownerOf.get(s.eventId)!;
    openBlocks.set(owner, (openBlocks.get(owner) ?? 0) + 1);
  }

  const overview: ClientOverview[] = clients.map((client) => {
    const upcoming: ClientUpcoming[] = [
      ...bookings
        .filter((b) => b.talentId === client.id)
        .map((b) => ({
          kind: 'booking' as const,
          event_id: b.eventId,
          event_name: b.eventName,
          start_time: b.startTime.toISOString(),
          end_time: b.endTime.toISOString(),
          time_zone: b.timeZone,
          business_name: b.businessName,
          draft: b.draft,
        })),
      ...events
        .filter((e) => e.businessId === client.id)
        .slice(0, CLIENT_UPCOMING_MAX)
        .map((e) => ({
          kind: 'event' as const,
          event_id: e.id,
          event_name: e.name,
          start_time: e.startTime.toISOString(),
          end_time: e.endTime.toISOString(),
          time_zone: e.timeZone,
          business_name: null,
          draft: e.draft,
        })),
    ].sort((a, b) => a.start_time.localeCompare(b.start_time));
    const counts: [AttentionKind, number][] = [
      ['bid_requests', bidRequests.get(client.id) ?? 0],
      ['schedule_requests', scheduleRequests.get(client.id) ?? 0],
      ['unread_messages', unread.get(client.id) ?? 0],
      ['time_blocks', openBlocks.get(client.id) ?? 0],
      // Talent and businesses are paid through their payout account (spec 001 §1 Money).
      ['payout_account', payouts.has(client.id) ? 0 : 1],
    ];
    const attention: ClientAttention[] = counts
      .filter(([, n]) => n > 0)
      .map(([kind, count]) => ({ kind, count, text: attentionText(kind, count) }));
    return { client, upcoming, attention };
  });

  return { clients: overview, digest: digest && digestOut(digest.day, digest.summary as unknown as DigestSummary) };
};

function digestOut(day: string, summary: DigestSummary) {
  return {
    day,
    title: digestTitle(day),
    lines: summary.clients.map((c: DigestSummary['clients'][number]) => digestLine(c.name, c as DigestCounts)),
  };
}
