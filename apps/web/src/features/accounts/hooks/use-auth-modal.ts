import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** spec 000 §2.4/§2.5: the modal opens on the panel named by openSignUpModal. */
export type AuthPanel = 'login' | 'register';

export const AUTH_MODAL_PARAM = 'openSignUpModal';

export interface AuthModalState {
  openSignUpModal?: AuthPanel;
}

export function asAuthPanel(value: unknown): AuthPanel | null {
  return value === 'login' || value === 'register' ? value : null;
}

/** The panel asked for by route state, else by the query parameter; null when the modal is closed. */
export function requestedAuthPanel(state: unknown, search: string): AuthPanel | null {
  const fromState = state && typeof state === 'object' ? (state as AuthModalState).openSignUpModal : undefined;
  return asAuthPanel(fromState) ?? asAuthPanel(new URLSearchParams(search).get(AUTH_MODAL_PARAM));
}

/** The address that opens the modal on the landing page (spec 000 §2.4: the query parameter form). */
export function authModalUrl(panel: AuthPanel): string {
  return `/?${AUTH_MODAL_PARAM}=${panel}`;
}

/**
 * spec 000 §2.4: 'when a new window is wanted, a query parameter in a new window' (e.g. the launch
 * pages' 'Sign up on web' button, spec 000 §2.12).
 */
export function openAuthModalInNewWindow(panel: AuthPanel): void {
  window.open(authModalUrl(panel), '_blank', 'noopener');
}

/** Opens the sign-up / sign-in modal over the current page by sending openSignUpModal in route state. */
export function useOpenAuthModal() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (panel: AuthPanel) => {
      const state: AuthModalState = { openSignUpModal: panel };
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state });
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
