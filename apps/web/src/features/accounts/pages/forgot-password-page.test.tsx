import { CLAIM_MESSAGES } from '@stagepass/domain/account-codes';
import { ACCOUNT_DELETED, CHECK_YOUR_EMAIL, PASSWORD_RESET_DONE, PASSWORD_TOO_SHORT } from '@stagepass/domain/accounts';
import { DELETE_ACCOUNT_NEEDS_LINK, PASSWORDS_DO_NOT_MATCH } from '@stagepass/domain/account-flows';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { callsTo, jsonResponse, makeUser, mockApi } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Pages are lazily loaded; the first load of each in a file can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };
const codeOk = (type: 'CHG_PASSWD' | 'DELETE_ACCT') =>
  jsonResponse(200, { data: { success: true, message: CLAIM_MESSAGES[type], type } });
const codeDead = jsonResponse(400, { message: 'This link has expired or was already used.', code: 'INVALID_INPUT' });

describe('/auth/forgot-password (spec 000 §4)', () => {
  it("without a code asks for the email, sends request_reset_password and says 'Check your email'", async () => {
    const api = mockApi({ request_reset_password: jsonResponse(200, { data: { success: true, message: 'ok' } }) });
    const user = userEvent.setup();
    renderApp('/auth/forgot-password');

    await user.type(await screen.findByLabelText('Email', {}, slow), 'fan@example.com{Enter}');

    expect(await screen.findByRole('heading', { name: CHECK_YOUR_EMAIL })).toBeInTheDocument();
    expect(callsTo(api, 'request_reset_password')[0]?.body).toEqual({
      request: 'request_reset_password',
      email: 'fan@example.com',
    });
  });

  it('with a good reset code sets the new password, confirms it and opens sign-in', async () => {
    useSessionStore.getState().signIn({ session: 'old', user: makeUser() });
    const api = mockApi({
      claim_code: codeOk('CHG_PASSWD'),
      reset_password: jsonResponse(200, { data: { success: true, message: PASSWORD_RESET_DONE } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/forgot-password?code=reset-1');

    const password = await screen.findByLabelText('New password', {}, slow);
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short{Enter}');
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'a-new-passphrase');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-different-one{Enter}');
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(callsTo(api, 'reset_password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-passphrase{Enter}');

    expect(await screen.findByText(PASSWORD_RESET_DONE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('form', { name: 'Sign In' }, slow)).toBeInTheDocument();
    expect(callsTo(api, 'reset_password')[0]?.body).toEqual({
      request: 'reset_password',
      code: 'reset-1',
      new_password: 'a-new-passphrase',
    });
    // The reset ended every session of the account.
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('takes the code from route state too', async () => {
    mockApi({ claim_code: codeOk('CHG_PASSWD') });
    renderApp('/auth/forgot-password', { code: 'from-state' });
    expect(await screen.findByLabelText('New password', {}, slow)).toBeInTheDocument();
  });

  it('a dead reset link says so and offers to send a new one', async () => {
    mockApi({ claim_code: codeDead });
    renderApp('/auth/forgot-password?code=old');
    expect(await screen.findByText('This link has expired or was already used.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Forgot your password' })).toBeInTheDocument();
  });
});

describe('/auth/delete-account', () => {
  it('confirms, deletes with the code, logs out and goes home with a notice', async () => {
    useSessionStore.getState().signIn({ session: 'sess', user: makeUser() });
    const api = mockApi({
      claim_code: codeOk('DELETE_ACCT'),
      delete_account: jsonResponse(200, { data: { success: true, message: ACCOUNT_DELETED } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/delete-account?code=del-1');

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, slow));

    expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(api, 'delete_account')[0]?.body).toEqual({ request: 'delete_account', code: 'del-1' });
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('without a code explains how to get a delete link', async () => {
    mockApi({});
    renderApp('/auth/delete-account');
    expect(await screen.findByText(DELETE_ACCOUNT_NEEDS_LINK, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('a dead delete link deletes nothing', async () => {
    const api = mockApi({ claim_code: codeDead });
    renderApp('/auth/delete-account?code=old');
    expect(await screen.findByText(DELETE_ACCOUNT_NEEDS_LINK, {}, slow)).toBeInTheDocument();
    expect(callsTo(api, 'delete_account')).toHaveLength(0);
  });
});
