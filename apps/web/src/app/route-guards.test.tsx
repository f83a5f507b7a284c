import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { useSessionStore } from '../store/session-store';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { RequireRole, routeAccess } from './route-guards';
import { routeEntry } from './route-table';
import type { RoutePath } from './route-table';

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
    // The file's first render compiles the lazy layout and page modules cold: more than the default second.
    expect(
      await screen.findByRole('heading', { name: `Welcome, ${user.name}` }, { timeout: 5_000 }),
    ).toBeInTheDocument();
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

  it('an agency acting as a talent client uses the creator dashboard (spec 000 §2.11, §6)', async () => {
    signIn(makeUser({ agency_as_client: true, is_specialist: true, is_user: false, name: 'Client' }));
    const { router } = renderApp('/dash/business-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/celeb-dashboard'));
  });

  it("an agency acting as a business client uses the business's dashboard, not the creator's (issue 15)", async () => {
    signIn(makeUser({ agency_as_client: true, is_business: true, is_user: false, name: 'Client' }));
    const { router } = renderApp('/dash/celeb-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
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

describe("the guard reads each route's 'Who' from the route table (spec 001 §2)", () => {
  const fan = makeUser();
  const client = makeUser({ agency_as_client: true, is_business: true, is_user: false });
  const talentClient = makeUser({ agency_as_client: true, is_specialist: true, is_user: false });
  const access = (path: RoutePath, user: SessionUser | null, fanMode = false) =>
    routeAccess(routeEntry(path).who, user, fanMode);

  it.each<[RoutePath, SessionUser | null, boolean, ReturnType<typeof routeAccess>]>([
    // /dash/posts: business.
    ['/dash/posts', business, false, { kind: 'open' }],
    ['/dash/posts', business, true, { kind: 'open' }],
    ['/dash/posts', fan, false, { kind: 'dashboard', to: '/dash/user-dashboard' }],
    ['/dash/posts', creator, false, { kind: 'dashboard', to: '/dash/celeb-dashboard' }],
    // issue 15: an agency acting as a business client is that business.
    ['/dash/posts', client, false, { kind: 'open' }],
    ['/dash/posts', talentClient, false, { kind: 'dashboard', to: '/dash/celeb-dashboard' }],
    ['/dash/posts', null, false, { kind: 'sign-in' }],
    // /dash/marketplace: business, fan and logged-out; a creator in fan mode counts as a fan.
    ['/dash/marketplace', null, false, { kind: 'open' }],
    ['/dash/marketplace', fan, false, { kind: 'open' }],
    ['/dash/marketplace', creator, false, { kind: 'dashboard', to: '/dash/celeb-dashboard' }],
    ['/dash/marketplace', creator, true, { kind: 'open' }],
    ['/dash/marketplace', agency, false, { kind: 'dashboard', to: '/dash/agency-dashboard' }],
    // /dash/inbox: the four logged-in roles.
    ['/dash/inbox', agency, false, { kind: 'open' }],
    ['/dash/inbox', client, false, { kind: 'open' }],
    ['/dash/inbox', null, false, { kind: 'sign-in' }],
    // /dash/featuring: business, fan, agency and logged-out, not talent.
    ['/dash/featuring', agency, false, { kind: 'open' }],
    ['/dash/featuring', creator, false, { kind: 'dashboard', to: '/dash/celeb-dashboard' }],
    // Everyone.
    ['/dash/event/:eventId', null, false, { kind: 'open' }],
  ])('%s for %o (fan mode %s)', (path, user, fanMode, expected) => {
    expect(access(path, user, fanMode)).toEqual(expected);
  });

  /** A stand-in page for /dash/posts behind the app's guard, until its issue builds the page. */
  function openPosts() {
    function Where() {
      const { pathname, state } = useLocation();
      return <output>{`${pathname} ${JSON.stringify(state)}`}</output>;
    }
    const router = createMemoryRouter(
      [
        { path: '/', element: <Where /> },
        { path: '/dash/user-dashboard', element: <Where /> },
        { path: '/dash/business-dashboard', element: <Where /> },
        {
          element: <RequireRole who={routeEntry('/dash/posts').who} />,
          children: [{ path: '/dash/posts', element: <p>Posts page</p> }],
        },
      ],
      { initialEntries: ['/dash/posts'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('a business opens its business-only route (control)', () => {
    signIn(business);
    openPosts();
    expect(screen.getByText('Posts page')).toBeInTheDocument();
  });

  it('a fan opening a business-only route goes to their dashboard', async () => {
    signIn(fan);
    const router = openPosts();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
    expect(screen.queryByText('Posts page')).not.toBeInTheDocument();
  });

  it('a logged-out visitor goes home with the sign-in modal', async () => {
    const router = openPosts();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('status')).toHaveTextContent('/ {"openSignUpModal":"login"}');
  });
});
