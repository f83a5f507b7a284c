import type { FastifyBaseLogger } from 'fastify';
import type { RequestName } from '@stagepass/contract/registry';
import type { Database } from '@stagepass/db/client';
import type { Clock } from '../../adapters/clock';
import * as repo from './audit-repository';

// Issue 15: 'An audit log of every action an agency takes for a client: request name, time, the object.' The API
// route (rpc/api-route.ts) records one entry after each successful request of an acting session (an agency switched
// into its client, agency_switch_user) that is not a pure read. The switch itself is recorded by its handler.

/**
 * The rule for pure reads, by wire name: the catalogue names its reads get_…, …_get_…, …_get, …_query, …_query_…, …_list,
 * is_…, search_… and …_find_… (spec 001 §7). Reads named otherwise are listed in READS. Everything else changes
 * something (marking messages read included) and is recorded.
 */
const READ_NAME = /^get_|_get_|_get$|_query$|_query_|_list$|^is_|^search_|_find_/;
const READS: ReadonlySet<string> = new Set<RequestName>([
  'registered_user',
  'geocode_address',
  'marketing_email_types',
  'marketing_email_exclusions',
  'ticketing_charges',
  'ticket_tax_breakdown',
  'checkin_codes',
  'specialist_calendar_feed',
  'stripe_retrieve_sources',
  'stripe_retrieve_accountLink',
  'stream_media',
  'download_asset',
]);

/** Whether a request made while acting for a client goes in the client's audit log. */
export function isAuditedRequest(name: string): boolean {
  return !READ_NAME.test(name) && !READS.has(name);
}

type Fields = Record<string, unknown>;

/**
 * The id fields that name an object, most specific first, with the word the log uses for them (the spec's words:
 * 'time block' for a sub-event). Read from the answer first (a create learns its id there), then from the input.
 */
const ID_FIELDS: readonly [string, string][] = [
  ['sch_req_id', 'schedule request'],
  ['req_id', 'schedule request'],
  ['sch_id', 'schedule'],
  ['schedule_id', 'schedule'],
  ['bid_id', 'bid'],
  ['purchase_id', 'purchase'],
  ['ticket_id', 'ticket'],
  ['sb_event_id', 'time block'],
  ['event_id', 'event'],
  ['location_id', 'location'],
  ['location', 'location'],
  ['plan_id', 'plan'],
  ['tier_id', 'tier'],
  ['asset_id', 'asset'],
  ['collection_id', 'collection'],
  ['subscription_id', 'subscription'],
  ['product_id', 'product'],
  ['comment_id', 'comment'],
  ['post_id', 'post'],
  ['review_id', 'review'],
  ['message_id', 'message'],
  ['case_id', 'report'],
  ['followed_id', 'member'],
  ['friend_id', 'member'],
  ['sp_id', 'talent'],
  ['notification_ids', 'notifications'],
  ['message_ids', 'messages'],
  ['review_ids', 'reviews'],
];

/** Answers that wrap their object ({ schedule: { schedule_id } }, { asset: { id } }): the wrapper's word. */
const WRAPPERS: Readonly<Record<string, string>> = {
  schedule: 'schedule',
  location: 'location',
  ticket: 'ticket',
  purchase: 'purchase',
  bid: 'bid',
  plan: 'plan',
  tier: 'tier',
  collection: 'collection',
  subscription: 'subscription',
  post: 'post',
  message: 'message',
  request: 'schedule request',
  product: 'product',
  asset: 'asset',
  comment: 'comment',
  review: 'review',
  recommendation: 'recommendation',
};

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

function idText(value: unknown): string | null {
  if (isId(value)) return String(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isId))
    return value.length > 5 ? `${value.slice(0, 5).join(', ')} …` : value.join(', ');
  return null;
}

function fromFields(fields: Fields): string | null {
  for (const [key, word] of ID_FIELDS) {
    const id = idText(fields[key]);
    if (id !== null) return `${word} ${id}`;
  }
  // Any other id field: its name is the word ('item_id' → 'item 4').
  for (const [key, value] of Object.entries(fields))
    if (/_ids?$/.test(key) && idText(value) !== null)
      return `${key.replace(/_ids?$/, '').replace(/_/g, ' ')} ${idText(value)}`;
  return null;
}

function fromWrapped(output: Fields): string | null {
  for (const [key, word] of Object.entries(WRAPPERS)) {
    const inner = output[key];
    if (!isFields(inner)) continue;
    const id = inner[`${key}_id`] ?? inner.id ?? inner.schedule_id ?? inner.req_id;
    if (isId(id)) return `${word} ${id}`;
  }
  return null;
}

/** Requests whose object is not an id: the account's own settings, and templates (named, not numbered). */
const NAMED: { readonly [N in RequestName]?: (input: Fields, output: Fields) => string | null } = {
  member_update: (input) => (typeof input.tag === 'string' ? `profile ${input.tag}` : 'profile'),
  set_username: () => 'username',
  update_username: () => 'username',
  update_profile_image: () => 'profile picture',
  specialist_update_traits: () => 'traits',
  update_marketing_email_exclusions: () => 'email preferences',
  specialist_calendar_feed_reset: () => 'calendar feed',
  specialist_template: (input) => (typeof input.name === 'string' ? `template '${input.name}'` : null),
  specialist_apply_template: (input) =>
    typeof input.name === 'string' && Array.isArray(input.dates)
      ? `template '${input.name}' on ${input.dates.join(', ')}`
      : null,
  // 'schedule 12 on 2026-12-03': the schedule's local day says more than its number.
  specialist_schedule: (_input, output) => {
    const schedule = output.schedule;
    return isFields(schedule) && isId(schedule.schedule_id) && typeof schedule.day === 'string'
      ? `schedule ${schedule.schedule_id} on ${schedule.day}`
      : null;
  },
};

/** A readable name of what a request was about: from a rule of its own, then its answer's ids, then its input's. */
export function auditObject(name: string, input: unknown, output: unknown): string | null {
  const i = isFields(input) ? input : {};
  const o = isFields(output) ? output : {};
  const named = NAMED[name as RequestName];
  if (named) {
    const text = named(i, o);
    if (text !== null) return text;
  }
  return fromFields(o) ?? fromWrapped(o) ?? fromFields(i);
}

export interface AuditDeps {
  db: Database;
  clock: Clock;
}

/** What records one request of an acting session once it succeeded. */
export type AuditRecorder = (input: unknown, output: unknown) => Promise<void>;

/**
 * The agency of an acting session, from the session of its that the acting session carries; null once that session
 * ended (the acting session then ended with it).
 */
export function agencyOfActingSession(deps: Pick<AuditDeps, 'db'>, agencySessionId: number): Promise<number | null> {
  return repo.memberOfSession(deps.db, agencySessionId);
}

/**
 * Called before the handler runs, for a session of `agencyId` acting for `clientId` (the agency looked up before the
 * handler, agencyOfActingSession, because a request such as logout may end its session): null when the request is
 * not recorded, else the recorder to call with the request's input and answer once it succeeded.
 *
 * The entry is written after the handler's own transaction commits: a failed write of the log is logged, and the
 * member still gets the answer to a change that was made (failing it would invite a retry of a done change).
 */
export function startAudit(
  deps: AuditDeps,
  log: FastifyBaseLogger,
  name: string,
  acting: { clientId: number; agencyId: number },
): AuditRecorder | null {
  if (!isAuditedRequest(name)) return null;
  const { agencyId, clientId } = acting;
  return async (input, output) => {
    try {
      await repo.insertEntry(deps.db, {
        agencyId,
        clientId,
        request: name,
        object: auditObject(name, input, output),
        at: new Date(deps.clock.now()),
      });
    } catch (err) {
      log.error({ err, request: name, agencyId, clientId }, 'agency audit entry not recorded');
    }
  };
}
