import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { clearStore, selectIsLoggedIn, STORAGE_KEYS, useSessionStore } from './session-store';

const store = () => useSessionStore.getState();

describe('session store', () => {
  it('uses exactly the local storage keys of spec 000 §3', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['ad_id', 'auth-email', 'auth-social', 'auth-socialToken', 'fb-nonce', 'user'].sort(),
    );
  });

  it('keeps the session user, the token and the mode flags under "user"', () => {
    const user = makeUser({ name: 'Sam' });
    store().signIn({ session: 'tok', user });
    store().setFanMode(true);

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      session: 'tok',
      user,
      darkMode: false,
      userSetDarkMode: false,
      glitchMode: false,
      fanMode: true,
    });
  });

  it('keeps the hand-off values as plain strings under their own keys', () => {
    store().setHandOff({
      fbNonce: 'n0nce',
      adId: '123',
      authEmail: 'me@example.com',
      authSocial: 'google',
      authSocialToken: 'tkn',
    });
    expect(localStorage.getItem('fb-nonce')).toBe('n0nce');
    expect(localStorage.getItem('ad_id')).toBe('123');
    expect(localStorage.getItem('auth-email')).toBe('me@example.com');
    expect(localStorage.getItem('auth-social')).toBe('google');
    expect(localStorage.getItem('auth-socialToken')).toBe('tkn');

    store().setHandOff({ adId: null });
    expect(localStorage.getItem('ad_id')).toBeNull();
  });

  it('clearStore wipes every stored key and resets the state', () => {
    store().signIn({ session: 'tok', user: makeUser() });
    store().setGlitchMode(true);
    store().setHandOff({ fbNonce: 'a', adId: 'b', authEmail: 'c', authSocial: 'd', authSocialToken: 'e' });
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).not.toBeNull();

    clearStore();

    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(store()).toMatchObject({ session: null, user: null, darkMode: false, glitchMode: false, adId: null });
  });

  it('restores the stored state on load', async () => {
    const user = makeUser({ is_business: true, is_user: false });
    localStorage.setItem('user', JSON.stringify({ session: 'saved', user, darkMode: true, fanMode: true }));
    localStorage.setItem('ad_id', '99');

    await useSessionStore.persist.rehydrate();

    expect(store()).toMatchObject({ session: 'saved', user, darkMode: true, fanMode: true, adId: '99' });
  });

  it('spec 000 §4: keeps the agency under "user" while it acts as a client, and restores it after', async () => {
    const agency = makeUser({ user_id: 4, is_agency: true, is_user: false, name: 'Apex Agency' });
    const client = makeUser({ user_id: 2, is_specialist: true, is_user: false, agency_as_client: true });
    store().signIn({ session: 'agency-sess', user: agency });
    store().setFanMode(true);
    store().actAsClient({ session: 'client-sess', user: client });

    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      session: 'client-sess',
      user: client,
      fanMode: false,
      agencyUser: { session: 'agency-sess', user: agency },
    });
    // A reload reads the saved agency back.
    const saved = localStorage.getItem('user')!;
    useSessionStore.setState({ agencyUser: null });
    localStorage.setItem('user', saved);
    await useSessionStore.persist.rehydrate();
    expect(store().agencyUser).toEqual({ session: 'agency-sess', user: agency });

    expect(store().returnToAgency()).toBe(true);
    expect(store()).toMatchObject({ session: 'agency-sess', user: agency, agencyUser: null });
    expect(store().returnToAgency()).toBe(false);

    // Logout wipes a saved agency with everything else.
    store().actAsClient({ session: 'client-sess', user: client });
    clearStore();
    expect(store().agencyUser).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats a corrupt "user" value as logged out', async () => {
    localStorage.setItem('user', '{not json');
    await useSessionStore.persist.rehydrate();
    expect(store().user).toBeNull();
  });

  it('spec 000 §4: dark mode off turns glitch mode off; glitch mode on turns dark mode on', () => {
    store().setGlitchMode(true);
    expect(store()).toMatchObject({ glitchMode: true, darkMode: true });

    store().setDarkMode(false);
    expect(store()).toMatchObject({ glitchMode: false, darkMode: false, userSetDarkMode: true });

    store().setDarkMode(true);
    expect(store().glitchMode).toBe(false);
  });

  it('spec 000 §6: logged in means a stored user with an email', () => {
    expect(selectIsLoggedIn(store())).toBe(false);
    store().signIn({ session: 'tok', user: makeUser({ email: '' }) });
    expect(selectIsLoggedIn(store())).toBe(false);
    store().signIn({ session: 'tok', user: makeUser() });
    expect(selectIsLoggedIn(store())).toBe(true);
  });
});
