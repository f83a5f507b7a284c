import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stagepass/db/client';
import type { Auth } from '@stagepass/contract/define';
import type { ParsedInput, RequestName, RequestOutput, Requests } from '@stagepass/contract/registry';
import type { Clock } from '../adapters/clock';
import type { Mailer } from '../adapters/email/outbox';
// social sign-in, SMS, business review lookup, geocoding
import type { BusinessDirectory } from '../adapters/business-directory/directory';
import type { Geocoder } from '../adapters/geo/geocoder';
import type { IpLocator } from '../adapters/geo/ip-locator';
import type { NearbyCache } from '../features/events/nearby-cache';
import type { SocialProviders } from '../adapters/oauth/provider';
import type { SmsSender } from '../adapters/sms/outbox';
// launch and storage: marketing form forwarding, uploaded files
import type { Storage } from '../adapters/storage/storage';
import type { MarketingRelay } from '../features/launch/marketing-relay';
// payments: payout accounts
import type { PayoutProvider } from '../adapters/payments/payout-provider';
import type { CardProvider } from '../adapters/payments/card-provider';
import type { Config } from '../config';
import type { SecretBox } from '../security/secret-box';
import type { Member } from '../features/accounts/accounts-repository';

/** The outside services a handler may use (DESIGN.md §5). */
export interface Adapters {
  clock: Clock;
  mailer: Mailer;
  social: SocialProviders;
  sms: SmsSender;
  businessDirectory: BusinessDirectory;
  geocoder: Geocoder;
  /** The caller's coarse position from its IP (the nearby list without a browser position). */
  ipLocator: IpLocator;
  /** Nearby results by area (features/events/nearby-cache.ts), emptied by event writes. */
  nearbyCache: NearbyCache;
  // launch and storage
  marketing: MarketingRelay;
  storage: Storage;
  /** Seals secrets kept at rest (the tokens of connected networks). */
  secrets: SecretBox;
  // payments
  /** Payout accounts: Stripe Connect, or the payments sandbox. */
  payouts: PayoutProvider;
  /** Card customers, saved cards, charges and refunds: Stripe, or the payments sandbox. */
  cards: CardProvider;
}

export interface BaseContext extends Adapters {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  ip: string;
  /** The request's `Idempotency-Key` header (a retried purchase is answered, not repeated), or null. */
  idempotencyKey: string | null;
  /**
   * The request's exact body when it came without a session or an Idempotency-Key, else null: a handler whose answer
   * then depends on the body alone may say the same bytes get it again (NearbyCache.keepForRequest).
   */
  repeatableBody: string | null;
  /**
   * The agency acting as the member in this session (agency_switch_user), or null. What such a session sets up that
   * keeps working later (a webhook endpoint) is tied to this agency's access, and ends when it is revoked.
   */
  actingAgencyId: number | null;
}

export interface MemberContext extends BaseContext {
  member: Member;
  sessionId: number;
}

export interface PublicContext extends BaseContext {
  member: Member | null;
  sessionId: number | null;
}

export type ContextFor<A extends Auth> = A extends 'public' ? PublicContext : MemberContext;

/** Handlers are plain functions of the context and the parsed input; they never see Fastify. */
export type Handler<N extends RequestName> = (args: {
  ctx: ContextFor<Requests[N]['auth']>;
  input: ParsedInput<N>;
}) => Promise<RequestOutput<N>>;

export type HandlerMap = { [N in RequestName]: Handler<N> };

/**
 * One area's handlers (features/<area>/index.ts), typed from the area's contract map: a request of the area
 * without its handler, with a wrong one, or a handler of a request the area does not have fails to compile.
 */
export type AreaHandlers<M> = { [N in keyof M & RequestName]: Handler<N> };
