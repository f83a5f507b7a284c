import type { HandlerMap } from './context';
import { create_user } from '../features/accounts/create_user.handler';
import { login } from '../features/accounts/login.handler';
import { logout } from '../features/accounts/logout.handler';
import { registered_user } from '../features/accounts/registered_user.handler';
import { terms_accepted } from '../features/accounts/terms_accepted.handler';

/** Every request's handler. A request in the contract registry without one here fails to compile. */
export const handlers: HandlerMap = {
  login,
  logout,
  create_user,
  registered_user,
  terms_accepted,
};
