import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../store/session-store';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const business = makeUser({ is_business: true, is_user: false, name: 'Bea Business' });
const creator = makeUser({ is_specialist: true, is_user: false, name: 'Cass Creator' });
const agency = makeUser({ is_agency: true, is_user: false, name: 'Ada Agency' });

function signIn(user = makeUser()) {
  useSessionStore.getState().signIn({ session: 'tok', user });
}

describe('dashboard role gates (spec 000 §2.3)', () => {
  it.each([
    ['/dash/celeb-dashboard', creator],
    ['/dash/business-dashboard', business],
    ['/dash/agency-dashboard', agency],
  ])('%s opens for its own role', async (path, user) => {
    signIn(user);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: `Welcome, ${user.name}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/dash/celeb-dashboard', business, '/dash/business-dashboard'],
    ['/dash/business-dashboard', creator, '/dash/celeb-dashboard'],
    ['/dash/agency-dashboard', makeUser(), '/dash/user-dashboard'],
  ])('%s sends another role to its own dashboard', async (path, user, expected) => {
    signIn(user);
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('an agency acting as a client uses the creator dashboard (spec 000 §2.11, §6)', async () => {
    signIn(makeUser({ agency_as_client: true, is_business: true, is_user: false, name: 'Client' }));
    const { router } = renderApp('/dash/business-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/celeb-dashboard'));
  });

  it('/dash/user-dashboard is open to logged-out visitors', async () => {
    const { router } = renderApp('/dash/user-dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dash/user-dashboard');
  });

  it('a logged-out visitor on a members-only page is offered the sign-in modal', async () => {
    const { router } = renderApp('/dash/settings');
    expect(await screen.findByRole('form', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('/auth/register-page sends a logged-in member to their dashboard', async () => {
    signIn(business);
    const { router } = renderApp('/auth/register-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
  });

  it('unknown paths go to /', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Your time is now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
