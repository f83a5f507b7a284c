import { z } from 'zod';
import { AGENCY_AUDIT_PAGE_DEFAULT, AGENCY_AUDIT_PAGE_MAX } from '@stagepass/domain/agency';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { pageInput } from '../notifications/fields';

/** A member named in an audit entry: the client acted for, or the agency that acted. */
const auditMember = z.object({ id: z.number().int(), name: z.string(), username: z.string().nullable() });

/** One action an agency took while acting for a client (features/agency/audit.ts decides which are recorded). */
export const auditEntry = z.object({
  audit_id: z.number().int(),
  /** When (ISO 8601, the server's clock). */
  at: z.string(),
  /** The request's wire name, e.g. specialist_schedule. */
  request: z.string(),
  /** What it was about, e.g. 'schedule 12 on 2026-12-03'; null when the request names no object. */
  object: z.string().nullable(),
  client: auditMember,
  agency: auditMember,
});
export type AuditEntry = z.infer<typeof auditEntry>;

// Issue 15: 'An audit log of every action an agency takes for a client: request name, time, the object. The client
// and the agency can both read it in Settings.' A talent or business (or its agency acting for it) reads what agencies
// did on its account; an agency reads what it did for its clients, all or one (client_id). Newest first, a page at a
// time: `before` is the previous page's next_before. client_id is the agency's filter; a client's own log ignores it.
export const agency_audit_get = defineRequest({
  name: 'agency_audit_get',
  summary: 'The actions agencies took while acting for you, or (for an agency) the actions you took for your clients',
  auth: ['Specialist', 'Business', 'Agency'],
  access: {
    loggedOut: 401,
    fan: 403,
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: false,
  },
  input: z.object({
    client_id: idField.optional(),
    limit: z.number().int().min(1).max(AGENCY_AUDIT_PAGE_MAX).default(AGENCY_AUDIT_PAGE_DEFAULT),
    // The paging cursor of the notification lists: the last entry's instant (ms) and id.
    before: pageInput.before,
  }),
  output: z.object({ entries: z.array(auditEntry), next_before: z.string().nullable() }),
});
