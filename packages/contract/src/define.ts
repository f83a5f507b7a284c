import type { z } from 'zod';

/** Who may call a request. 'public' needs no session; 'session' any signed-in member; else the listed roles. */
export type Role = 'User' | 'Specialist' | 'Business' | 'Agency';
export type Auth = 'public' | 'session' | readonly Role[];

/**
 * The six callers of the authorization matrix (apps/server/src/rpc/authorization-matrix.test.ts). An agency
 * acting as a client is an agency switched into one of its talent clients (agency_switch_user): it has the
 * client's rights (a creator, spec 000 §6), except the account-security requests of
 * apps/server/src/features/agency/acting-guard.ts.
 */
export const CALLERS = ['loggedOut', 'fan', 'talent', 'business', 'agency', 'agencyAsClient'] as const;
export type Caller = (typeof CALLERS)[number];

/** What a caller gets from a request given a valid input: through to the handler, or refused with 401 / 403. */
export type Outcome = 'allowed' | 401 | 403;

export type Access = { readonly [C in Caller]: Outcome } & {
  /**
   * The request acts on an object that belongs to a member (named by an id in the input). Another member's
   * object answers 404, with nothing of that object in the body.
   */
  readonly ownerScoped: boolean;
};

const allowed = 'allowed' as const;

/**
 * The access declarations most requests share. A contract names one (`access: ACCESS.members`) or spells its own
 * out; either way it is checked against `auth` when the contract compiles, and against the server by the matrix.
 */
export const ACCESS = {
  /** A public request every caller may make. */
  everyone: {
    loggedOut: allowed,
    fan: allowed,
    talent: allowed,
    business: allowed,
    agency: allowed,
    agencyAsClient: allowed,
    ownerScoped: false,
  },
  /** Public, but it touches the client account's security: an agency acting as the client is refused (acting-guard.ts). */
  everyoneButActing: {
    loggedOut: allowed,
    fan: allowed,
    talent: allowed,
    business: allowed,
    agency: allowed,
    agencyAsClient: 403,
    ownerScoped: false,
  },
  /** Any signed-in member, an agency acting as a client included. */
  members: {
    loggedOut: 401,
    fan: allowed,
    talent: allowed,
    business: allowed,
    agency: allowed,
    agencyAsClient: allowed,
    ownerScoped: false,
  },
  /** Any signed-in member on their own account's security: an agency acting as the client is refused (acting-guard.ts). */
  membersButActing: {
    loggedOut: 401,
    fan: allowed,
    talent: allowed,
    business: allowed,
    agency: allowed,
    agencyAsClient: 403,
    ownerScoped: false,
  },
  /** A business's own requests (auth: ['Business']): listing or creating what it owns. */
  business: {
    loggedOut: 401,
    fan: 403,
    talent: 403,
    business: allowed,
    agency: 403,
    agencyAsClient: 403,
    ownerScoped: false,
  },
  /** A business acting on one of its own objects (auth: ['Business']): another business's answers 404. */
  businessOwned: {
    loggedOut: 401,
    fan: 403,
    talent: 403,
    business: allowed,
    agency: 403,
    agencyAsClient: 403,
    ownerScoped: true,
  },
  /**
   * A talent's own requests (auth: ['Specialist']): listing or creating what it owns. An agency acting as its
   * talent client acts as the talent.
   */
  specialist: {
    loggedOut: 401,
    fan: 403,
    talent: allowed,
    business: 403,
    agency: 403,
    agencyAsClient: allowed,
    ownerScoped: false,
  },
  /** A talent acting on one of its own objects (auth: ['Specialist']): another talent's answers 404. */
  specialistOwned: {
    loggedOut: 401,
    fan: 403,
    talent: allowed,
    business: 403,
    agency: 403,
    agencyAsClient: allowed,
    ownerScoped: true,
  },
  /** An agency's own requests (auth: ['Agency']): its own session only; acting as a client it is the client. */
  agency: {
    loggedOut: 401,
    fan: 403,
    talent: 403,
    business: 403,
    agency: allowed,
    agencyAsClient: 403,
    ownerScoped: false,
  },
  /**
   * What talent and businesses both have (auth: ['Specialist', 'Business']): payouts, agency access, webhooks. An
   * agency acting as its client has the client's rights.
   */
  talentAndBusiness: {
    loggedOut: 401,
    fan: 403,
    talent: allowed,
    business: allowed,
    agency: 403,
    agencyAsClient: allowed,
    ownerScoped: false,
  },
} as const satisfies Record<string, Access>;

/** The roles each signed-in caller of the matrix has (rolesOf in apps/server/src/rpc/api-route.ts). */
interface CallerRoles {
  fan: 'User';
  talent: 'Specialist';
  business: 'Business';
  agency: 'Agency';
  agencyAsClient: 'Specialist';
}

/** A signed-in caller is never 401; 403 when `auth` leaves out its roles, else allowed or 403 (the handler's). */
type SignedInOutcome<A extends Auth, C extends keyof CallerRoles> = A extends readonly Role[]
  ? CallerRoles[C] extends A[number]
    ? 'allowed' | 403
    : 403
  : 'allowed' | 403;

/**
 * The access declarations that agree with `auth`, checked when the contract compiles. It only ties two
 * declarations together: the matrix suite still checks the declaration against what the server answers.
 */
export type AccessFor<A extends Auth> = {
  readonly loggedOut: A extends 'public' ? 'allowed' | 403 : 401;
  readonly ownerScoped: boolean;
} & { readonly [C in keyof CallerRoles]: SignedInOutcome<A, C> };

export interface RequestContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
  X extends Access = Access,
> {
  name: string;
  summary: string;
  auth: A;
  /** What each caller of the matrix gets, and whether the request is owner-scoped. */
  access: X;
  /** What a signed-in caller whose roles `auth` leaves out is told (default: the account type cannot make it). */
  roleRefusal?: string;
  input: I;
  output: O;
}

export function defineRequest<
  I extends z.ZodType,
  O extends z.ZodType,
  const A extends Auth,
  const X extends AccessFor<A> & Access,
>(contract: RequestContract<I, O, A, X>): RequestContract<I, O, A, X> {
  return contract;
}
