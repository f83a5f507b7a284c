// The one persisted client store: session, modes and the hand-off values of spec 000 §3.
//
// spec 000 §3 names the local storage keys: user, fb-nonce, ad_id, auth-email, auth-social,
// auth-socialToken. zustand's persist keeps one key per store, so a small storage adapter
// spreads the state over those keys: `user` holds the session user, the session token and
// the mode flags as JSON; the other five hold plain strings.

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';

export const STORAGE_KEYS = {
  user: 'user',
  fbNonce: 'fb-nonce',
  adId: 'ad_id',
  authEmail: 'auth-email',
  authSocial: 'auth-social',
  authSocialToken: 'auth-socialToken',
} as const;

/** The agency's own session and user, kept while it acts as a client (spec 000 §4). */
export interface SavedAgency {
  session: string;
  user: SessionUser;
}

/** What the `user` key holds. */
export interface StoredUser {
  session: string | null;
  user: SessionUser | null;
  darkMode: boolean;
  userSetDarkMode: boolean;
  glitchMode: boolean;
  fanMode: boolean;
  /** spec 000 §4: 'the agency user is saved and restored when the client session ends'. */
  agencyUser: SavedAgency | null;
}

/** Values kept between a redirect and the page that reads them (social sign-in, ads). */
export interface HandOff {
  fbNonce: string | null;
  adId: string | null;
  authEmail: string | null;
  authSocial: string | null;
  authSocialToken: string | null;
}

export type SessionData = StoredUser & HandOff;

export interface SessionActions {
  signIn: (result: { session: string; user: SessionUser }) => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  /** spec 000 §4: saves the agency's session and user, then acts as the client (agency_switch_user's answer). */
  actAsClient: (client: { session: string; user: SessionUser }) => void;
  /** spec 000 §4: the client session ended; restores the saved agency. False when no agency was saved. */
  returnToAgency: () => boolean;
  /** spec 000 §4: dark mode off also turns glitch mode off. */
  setDarkMode: (on: boolean) => void;
  /** spec 000 §4: glitch mode on turns dark mode on. */
  setGlitchMode: (on: boolean) => void;
  setFanMode: (on: boolean) => void;
  setHandOff: (patch: Partial<HandOff>) => void;
  /** spec 000 §3: logout or a clear-store action wipes all stored data. */
  clearStore: () => void;
}

export type SessionState = SessionData & SessionActions;

const INITIAL: SessionData = {
  session: null,
  user: null,
  darkMode: false,
  userSetDarkMode: false,
  glitchMode: false,
  fanMode: false,
  agencyUser: null,
  fbNonce: null,
  adId: null,
  authEmail: null,
  authSocial: null,
  authSocialToken: null,
};

const HAND_OFF_KEYS = ['fbNonce', 'adId', 'authEmail', 'authSocial', 'authSocialToken'] as const;

function readStoredUser(raw: string | null): Partial<StoredUser> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    const p = parsed as Record<string, unknown>;
    const bool = (v: unknown) => v === true;
    const agency = p.agencyUser as Partial<SavedAgency> | null | undefined;
    return {
      session: typeof p.session === 'string' ? p.session : null,
      user: p.user && typeof p.user === 'object' ? (p.user as SessionUser) : null,
      darkMode: bool(p.darkMode),
      userSetDarkMode: bool(p.userSetDarkMode),
      glitchMode: bool(p.glitchMode),
      fanMode: bool(p.fanMode),
      agencyUser:
        agency && typeof agency.session === 'string' && agency.user && typeof agency.user === 'object'
          ? { session: agency.session, user: agency.user }
          : null,
    };
  } catch {
    // A corrupt value is treated as logged out rather than breaking the app.
    return {};
  }
}

const splitStorage: PersistStorage<SessionData> = {
  getItem: () => {
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    const handOff = Object.fromEntries(
      HAND_OFF_KEYS.map((k) => [k, localStorage.getItem(STORAGE_KEYS[k])]),
    ) as unknown as HandOff;
    if (rawUser === null && HAND_OFF_KEYS.every((k) => handOff[k] === null)) return null;
    return { state: { ...INITIAL, ...readStoredUser(rawUser), ...handOff }, version: 0 };
  },
  setItem: (_name, value: StorageValue<SessionData>) => {
    const s = value.state;
    const stored: StoredUser = {
      session: s.session,
      user: s.user,
      darkMode: s.darkMode,
      userSetDarkMode: s.userSetDarkMode,
      glitchMode: s.glitchMode,
      fanMode: s.fanMode,
      agencyUser: s.agencyUser,
    };
    // Only while an agency acts as a client: the key otherwise keeps its spec 000 §3 shape.
    if (!stored.agencyUser) delete (stored as Partial<StoredUser>).agencyUser;
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(stored));
    for (const k of HAND_OFF_KEYS) {
      const v = s[k];
      if (v === null) localStorage.removeItem(STORAGE_KEYS[k]);
      else localStorage.setItem(STORAGE_KEYS[k], v);
    }
  },
  removeItem: () => {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  },
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...INITIAL,
      signIn: ({ session, user }) => set({ session, user, agencyUser: null }),
      // The server describes the member; acting for a client is this session's, so the flag is kept.
      updateUser: (patch) =>
        set((s) =>
          s.user ? { user: { ...s.user, ...patch, ...(s.agencyUser ? { agency_as_client: true } : {}) } } : {},
        ),
      actAsClient: (client) =>
        set((s) => ({
          // Already acting (the server refuses a switch from there): the agency saved first stays saved.
          agencyUser: s.agencyUser ?? (s.session && s.user ? { session: s.session, user: s.user } : null),
          session: client.session,
          user: { ...client.user, agency_as_client: true },
          // spec 000 §2.11: acting as a client goes to the client's dashboard, not the fan's.
          fanMode: false,
        })),
      returnToAgency: () => {
        const saved = useSessionStore.getState().agencyUser;
        if (!saved) return false;
        set({ session: saved.session, user: saved.user, agencyUser: null, fanMode: false });
        return true;
      },
      setDarkMode: (on) => set((s) => ({ darkMode: on, userSetDarkMode: true, glitchMode: on ? s.glitchMode : false })),
      setGlitchMode: (on) => set((s) => ({ glitchMode: on, darkMode: on ? true : s.darkMode })),
      setFanMode: (on) => set({ fanMode: on }),
      setHandOff: (patch) => set(patch),
      clearStore: () => {
        set(INITIAL);
        // After set(): persist has just written the reset state; this removes every key.
        useSessionStore.persist.clearStorage();
      },
    }),
    {
      name: STORAGE_KEYS.user,
      storage: splitStorage,
      partialize: (s): SessionData => {
        const data: Record<string, unknown> = {};
        for (const key of Object.keys(INITIAL)) data[key] = s[key as keyof SessionData];
        return data as unknown as SessionData;
      },
    },
  ),
);

/** spec 000 §6: 'Logged-in status means a stored user with an email.' */
export function selectIsLoggedIn(s: SessionData): boolean {
  return Boolean(s.user?.email);
}

export function isLoggedIn(): boolean {
  return selectIsLoggedIn(useSessionStore.getState());
}

export function clearStore(): void {
  useSessionStore.getState().clearStore();
}
