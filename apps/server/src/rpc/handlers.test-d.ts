// Type-level tests of the handler registry (issue 8 §1: a request without a handler is a compile error). They are
// checked by `tsc -p apps/server` (npm run typecheck) and never run: each @ts-expect-error must meet its error, or
// the typecheck fails with "Unused '@ts-expect-error' directive".
import type { agencyRequests } from '@stagepass/contract/agency/index';
import type { agencyHandlers } from '../features/agency/index';
import type { AreaHandlers, HandlerMap } from './context';
import type { handlers } from './handlers';

declare const all: typeof handlers;
declare const agency: typeof agencyHandlers;
declare const allButOne: Omit<typeof handlers, 'agency_update_pin'>;
declare const agencyButOne: Omit<typeof agencyHandlers, 'agency_update_pin'>;

// The maps as they are: rpc/handlers.ts has every request of the registry (no area left out of its spread), and
// the agency area's map every request of the agency contract map. The errors below are the omissions alone.
export const _all: HandlerMap = all;
export const _agency: AreaHandlers<typeof agencyRequests> = agency;

// @ts-expect-error a request of the registry without its handler
export const _missing: HandlerMap = allButOne;

// @ts-expect-error a request of the agency area without its handler in the area's map
export const _areaMissing: AreaHandlers<typeof agencyRequests> = agencyButOne;

// @ts-expect-error another request's handler in its place (get_fees takes and answers something else)
export const _wrong: HandlerMap = { ...all, agency_update_pin: all.get_fees };
