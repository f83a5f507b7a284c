import type { z } from 'zod';

/** Who may call a request. 'public' needs no session; 'session' any signed-in member; else the listed roles. */
export type Role = 'User' | 'Specialist' | 'Business' | 'Agency';
export type Auth = 'public' | 'session' | readonly Role[];

export interface RequestContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
> {
  name: string;
  summary: string;
  auth: A;
  input: I;
  output: O;
}

export function defineRequest<I extends z.ZodType, O extends z.ZodType, const A extends Auth>(
  contract: RequestContract<I, O, A>,
): RequestContract<I, O, A> {
  return contract;
}
