import { z } from 'zod';

/**
 * The id of a stored row: ids are PostgreSQL `integer` columns, so a positive whole number up to 2,147,483,647.
 * A larger one names nothing, and sent to the database it fails the query (the contract fuzzer's first find).
 */
export const idField = z.number().int().positive().max(2_147_483_647);
