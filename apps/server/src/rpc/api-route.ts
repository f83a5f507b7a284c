import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isRequestName, requests, type RequestName } from '@stagepass/contract/registry';
import type { Auth, Role } from '@stagepass/contract/define';
import { SESSION_EXPIRED, tooManyLookupsMessage } from '@stagepass/domain/accounts';
import { REFUSED_WHILE_ACTING } from '@stagepass/domain/agency';
import type { Database } from '@stagepass/db/client';
import type { Config } from '../config';
import { findBySessionToken, type Member } from '../features/accounts/accounts-repository';
import { hashToken } from '../features/accounts/session-token';
import { refusedWhileActing } from '../features/agency/acting-guard';
import { agencyOfActingSession, startAudit } from '../features/agency/audit';
import { AppError } from './app-error';
import type { Adapters, PublicContext } from './context';
import { handlers } from './handlers';
import { API_BODY_LIMIT, checkBodySize, ECHOED_NAME_MAX, guardedJsonBody, JsonBodyScanner } from './json-body';
import { acceptedEncoding, sharedBody } from './shared-answers';

export interface ApiDeps extends Adapters {
  db: Database;
  config: Config;
}

/**
 * Requests that tell whether an email, username or identity has an account (spec 000 §7). The spec makes them
 * public; a tighter limit per address keeps them from being used to list who is a member.
 */
const ACCOUNT_LOOKUPS: ReadonlySet<RequestName> = new Set([
  'registered_user',
  'is_registered',
  'get_member_id',
  'get_username',
]);

/**
 * A request asked again byte for byte without a session, whose answer is kept (NearbyCache.answerForRequest): its
 * body is not parsed, and it goes to no handler. JSON never parses to an instance of a class, so a client cannot send one.
 */
class RepeatedRequest {
  constructor(readonly answer: object) {}
}

/** A request without a session or an Idempotency-Key: its body alone may decide its answer. */
const repeatable = (req: FastifyRequest) =>
  req.headers.authorization === undefined && req.headers['idempotency-key'] === undefined;

/** `POST /api {request, ...fields}` → `{data}` (DESIGN.md §2). */
export async function apiRoute(app: FastifyInstance, deps: ApiDeps) {
  // Fastify's own JSON parser (prototype poisoning refused), with the exact body of a repeatable request kept.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const bodies = new WeakMap<FastifyRequest, string>();
  const scanners = new WeakMap<FastifyRequest, JsonBodyScanner>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (repeatable(req)) {
      const answer = deps.nearbyCache.answerForRequest(text);
      if (answer) return done(null, new RepeatedRequest(answer));
      bodies.set(req, text);
    }
    parseJson(req, text, done);
  });
  const lookupLimit = app.createRateLimit({
    max: deps.config.LOOKUP_RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    keyGenerator: (req) => `lookup:${req.ip}`,
  });
  // The body is read through a guard that refuses a text nested too deep or larger than its request takes while it
  // arrives (rpc/json-body.ts), so no body can hold the event loop in JSON.parse.
  const preParsing = (req: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    const scanner = new JsonBodyScanner();
    scanners.set(req, scanner);
    return Promise.resolve(guardedJsonBody(payload, scanner));
  };
  app.post('/api', { bodyLimit: API_BODY_LIMIT, preParsing }, async (req, reply) => {
    const body = req.body;
    if (body instanceof RepeatedRequest) return sendShared(req, reply, body.answer) ?? { data: body.answer };
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new AppError('INVALID_INPUT', 'request: the body must be a JSON object', 'request');
    const { request: name, ...fields } = body as Record<string, unknown>;
    checkBodySize(scanners.get(req), typeof name === 'string' ? name : null);
    if (typeof name !== 'string' || name === '') throw new AppError('INVALID_INPUT', 'request: Required', 'request');
    if (!isRequestName(name)) throw new AppError('UNKNOWN_REQUEST', `Unknown request: ${echoedName(name)}`);

    if (ACCOUNT_LOOKUPS.has(name)) {
      const limit = await lookupLimit(req);
      if (!limit.isAllowed && limit.isExceeded)
        throw AppError.tooManyRequests(tooManyLookupsMessage(limit.ttlInSeconds), limit.ttlInSeconds);
    }
    const contract = requests[name];
    const allowed = contract.auth as Auth;
    const auth = await authenticate(req, deps);
    // An agency acting as its client may not touch the client's account security (features/agency/acting-guard.ts).
    if (auth?.agencySessionId != null && refusedWhileActing(name, fields))
      throw new AppError('FORBIDDEN', REFUSED_WHILE_ACTING);
    if (allowed !== 'public') {
      if (!auth) throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
      if (allowed !== 'session' && !hasAnyRole(auth.member, allowed))
        throw new AppError('FORBIDDEN', contract.roleRefusal ?? 'Your account type cannot make this request.');
    }

    // The agency behind an acting session, looked up now: a request such as logout may end the agency's session.
    const actingAgencyId =
      auth?.agencySessionId != null ? await agencyOfActingSession(deps, auth.agencySessionId) : null;
    if (auth?.agencySessionId != null && actingAgencyId === null)
      throw new AppError('UNAUTHENTICATED', SESSION_EXPIRED);

    const input = parseInput(contract.input, fields);
    const ctx: PublicContext = {
      ...deps,
      log: req.log,
      ip: req.ip,
      idempotencyKey: idempotencyKeyOf(req),
      repeatableBody: bodies.get(req) ?? null,
      member: auth?.member ?? null,
      sessionId: auth?.sessionId ?? null,
      actingAgencyId,
    };
    // Issue 15: what an agency acting for its client changes goes in the client's audit log (features/agency/audit.ts).
    const audit =
      auth && actingAgencyId !== null
        ? startAudit(deps, req.log, name, { clientId: auth.member.id, agencyId: actingAgencyId })
        : null;
    const handler = handlers[name] as (args: { ctx: PublicContext; input: unknown }) => Promise<unknown>;
    const data = await handler({ ctx, input });
    await audit?.(input, data);
    return sendShared(req, reply, data) ?? { data };
  });
}

/** An unknown request's name as its 404 repeats it: a short prefix, never the whole of what was sent. */
function echoedName(name: string): string {
  return name.length > ECHOED_NAME_MAX ? `${name.slice(0, ECHOED_NAME_MAX)}…` : name;
}

/**
 * An answer many callers share (events/nearby-cache.ts), sent as the bytes it was serialized and compressed to; null
 * (nothing sent) for any other answer.
 */
function sendShared(req: FastifyRequest, reply: FastifyReply, answer: unknown) {
  const shared = sharedBody(answer, acceptedEncoding(req.headers['accept-encoding']));
  if (shared === null) return null;
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (shared.encoding) reply.header('content-encoding', shared.encoding);
  return reply.send(shared.body);
}

/** The `Idempotency-Key` header (Stripe's): 1 to 255 visible characters, else refused as bad input. */
function idempotencyKeyOf(req: FastifyRequest): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key))
    throw new AppError('INVALID_INPUT', 'Idempotency-Key: use 1 to 255 visible characters', 'Idempotency-Key');
  return key;
}

async function authenticate(req: FastifyRequest, deps: ApiDeps) {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  if (!token) return null;
  const found = await findBySessionToken(deps.db, hashToken(token), new Date(deps.clock.now()));
  if (!found || found.agencySessionId === null) return found;
  // spec 000 §3, §6: the session of an agency switched into this client is the client flagged agency_as_client.
  return { ...found, member: { ...found.member, agencyAsClient: true } };
}

export function rolesOf(m: Member): Role[] {
  const roles: Role[] = [];
  if (!m.isBusiness && !m.isSpecialist && !m.isAgency && !m.agencyAsClient) roles.push('User');
  // spec 000 §6: a record flagged agency_as_client acts as a creator; issue 15: for a business client, as the business.
  if (m.isSpecialist || (m.agencyAsClient && !m.isBusiness)) roles.push('Specialist');
  if (m.isBusiness) roles.push('Business');
  if (m.isAgency) roles.push('Agency');
  return roles;
}

function hasAnyRole(m: Member, allowed: readonly Role[]) {
  return rolesOf(m).some((r) => allowed.includes(r));
}

const zodMessages = z.locales.en();

/** Whether zod wrote the message itself (not one of the contracts' own texts). */
function isGenericMessage(issue: z.core.$ZodIssue): boolean {
  const generic = zodMessages.localeError(issue as Parameters<typeof zodMessages.localeError>[0]);
  return (typeof generic === 'string' ? generic : generic?.message) === issue.message;
}

/**
 * The input, or 400 naming the first invalid field. The contracts' own messages are the spec's texts and
 * are sent as they are ('Please enter your password.'); zod's generic ones are prefixed with the field.
 */
function parseInput(schema: z.ZodType, fields: unknown) {
  // reportInput lets the generic message be rebuilt for the comparison; the input is never sent back.
  const parsed = schema.safeParse(fields, { reportInput: true });
  if (parsed.success) {
    const field = nulField(parsed.data);
    if (field !== null)
      throw new AppError('INVALID_INPUT', `${field || 'request'}: ${NUL_REFUSED}`, field || 'request');
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'request';
  if (!issue) throw new AppError('INVALID_INPUT', `${field}: Invalid input`, field);
  // A missing field is 'Required', unless its contract says what is missing in the spec's words ('Posts must have
  // pictures').
  const missing = issue.code === 'invalid_type' && issue.input === undefined && isGenericMessage(issue);
  if (missing) throw new AppError('INVALID_INPUT', `${field}: Required`, field);
  throw new AppError('INVALID_INPUT', isGenericMessage(issue) ? `${field}: ${issue.message}` : issue.message, field);
}

const NUL_REFUSED = 'The text contains a NUL character, which is not allowed.';

/**
 * The path of the first string (or key) in the parsed input holding U+0000, or null. PostgreSQL text and
 * jsonb cannot hold it, so such an input would fail in the database rather than be refused here.
 */
function nulField(input: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at;
        stack.push({ value: child, path: at });
      }
    }
  }
  return null;
}

export type { RequestName };
