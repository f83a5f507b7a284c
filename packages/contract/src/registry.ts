import type { z } from 'zod';
import { create_user } from './accounts/create_user';
import { login } from './accounts/login';
import { logout } from './accounts/logout';
import { registered_user } from './accounts/registered_user';
import { terms_accepted } from './accounts/terms_accepted';

/** Every request the server answers, by its wire name. */
export const requests = {
  login,
  logout,
  create_user,
  registered_user,
  terms_accepted,
} as const;

export type Requests = typeof requests;
export type RequestName = keyof Requests;
export type RequestInput<N extends RequestName> = z.input<Requests[N]['input']>;
export type ParsedInput<N extends RequestName> = z.output<Requests[N]['input']>;
export type RequestOutput<N extends RequestName> = z.output<Requests[N]['output']>;

export function isRequestName(name: string): name is RequestName {
  return Object.hasOwn(requests, name);
}
