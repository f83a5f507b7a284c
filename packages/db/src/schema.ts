import * as accounts from './schema/accounts';
import * as notifications from './schema/notifications';

/** Every table, for Drizzle's client and drizzle-kit. */
export const schema = { ...accounts, ...notifications };
export type Schema = typeof schema;
