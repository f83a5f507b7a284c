import { LOGIN_MISSING_BOTH, LOGIN_MISSING_EMAIL, LOGIN_MISSING_PASSWORD } from '@stagepass/domain/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { jsonResponse, makeUser, mockFetch, sentBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

async function openSignIn(path = '/?openSignUpModal=login') {
  const app = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Sign In' });
  return { ...app, form: within(form) };
}

describe('sign-in modal', () => {
  it.each([
    ['', '', LOGIN_MISSING_BOTH],
    ['fan@example.com', '', LOGIN_MISSING_PASSWORD],
    ['', 'secret-pass', LOGIN_MISSING_EMAIL],
  ])('email %j and password %j: shows "%s" and sends nothing', async (email, password, message) => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    const user = userEvent.setup();
    const { form } = await openSignIn();

    if (email) await user.type(form.getByLabelText('Email'), email);
    if (password) await user.type(form.getByLabelText('Password'), password);
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs a fan in with Enter, stores the session and opens /dash/user-dashboard', async () => {
    const fan = makeUser({ name: 'Frankie Fan' });
    const fetchMock = mockFetch(jsonResponse(200, { data: { session: 'sess-1', user: fan, active: true } }));
    const user = userEvent.setup();
    const { form, router } = await openSignIn();

    await user.type(form.getByLabelText('Email'), ' fan@example.com ');
    await user.type(form.getByLabelText('Password'), 'correct horse{Enter}');

    expect(await screen.findByRole('heading', { name: 'Welcome, Frankie Fan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dash/user-dashboard');
    expect(sentBody(fetchMock)).toEqual({
      request: 'login',
      username: 'fan@example.com',
      password: 'correct horse',
      attempts: 1,
    });
    expect(useSessionStore.getState()).toMatchObject({ session: 'sess-1', user: fan });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ session: 'sess-1' });
    expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends a creator to /dash/celeb-dashboard', async () => {
    const creator = makeUser({ is_specialist: true, is_user: false, name: 'Cass Creator' });
    mockFetch(jsonResponse(200, { data: { session: 'sess-2', user: creator, active: true } }));
    const user = userEvent.setup();
    const { form, router } = await openSignIn();

    await user.type(form.getByLabelText('Email'), 'cass@example.com');
    await user.type(form.getByLabelText('Password'), 'pw-pw-pw-pw');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/celeb-dashboard'));
  });

  it("shows the server's message when sign-in fails and stays logged out", async () => {
    mockFetch(
      jsonResponse(401, { message: 'The email or password you entered is incorrect.', code: 'INVALID_CREDENTIALS' }),
    );
    const user = userEvent.setup();
    const { form, router } = await openSignIn();

    await user.type(form.getByLabelText('Email'), 'fan@example.com');
    await user.type(form.getByLabelText('Password'), 'wrong-password');
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('The email or password you entered is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the unknown-error text when the server gives no message', async () => {
    mockFetch(jsonResponse(500, {}));
    const user = userEvent.setup();
    const { form } = await openSignIn();

    await user.type(form.getByLabelText('Email'), 'fan@example.com');
    await user.type(form.getByLabelText('Password'), 'whatever-pw{Enter}');

    expect(await screen.findByText('Unknown Server Error. Please try again')).toBeInTheDocument();
  });

  it("has a 'Forgot your password' link", async () => {
    const { form } = await openSignIn();
    expect(form.getByRole('link', { name: 'Forgot your password' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('opens from the top bar buttons through route state', async () => {
    const user = userEvent.setup();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('form', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('opens from /auth/login and closes again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login');

    expect(await screen.findByRole('form', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument());
  });

  it('Sign Up says plainly that email sign-up is not available yet, without calling the server', async () => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    const user = userEvent.setup();
    renderApp('/?openSignUpModal=register');
    const form = within(await screen.findByRole('form', { name: 'Sign Up' }));

    await user.type(form.getByLabelText('Email'), 'new@example.com{Enter}');

    expect(await screen.findByText(/not available yet/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a logged-in visitor to their dashboard instead of opening', async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ is_business: true, is_user: false, name: 'Bea Business' }),
    });
    const { router } = renderApp('/?openSignUpModal=login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
    expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
