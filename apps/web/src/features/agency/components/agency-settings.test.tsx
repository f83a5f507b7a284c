import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import {
  ACTING_AS_CLIENT_NOTE,
  AGENCY_ACCESS_REFUSED,
  AGENCY_ACCESS_REVOKED,
  AGENCY_PIN_FORMAT,
  AGENCY_PIN_NOT_SET,
  AGENCY_PIN_SAVED,
  AGENCY_PIN_SET,
  AGENCY_PINS_DO_NOT_MATCH,
  AGENCY_USERNAME_REQUIRED,
  NO_AGENCY,
  REVOKE_AGENCY_CONFIRM,
  agencyAuthorizedMessage,
  currentAgencyText,
} from '@stagepass/domain/agency';
import { useSessionStore } from '../../../store/session-store';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const agency = makeUser({ username: 'apex', name: 'Apex Agency', is_agency: true, is_user: false });
const talent = makeUser({ username: 'tala', name: 'Tala Talent', is_specialist: true, is_user: false });
const business = makeUser({ username: 'bayside', name: 'Bayside Venue', is_business: true, is_user: false });
const apex = { id: 4, name: 'Apex Agency', username: 'apex', image: null, since: '2026-11-22T12:00:00.000Z' };

function signIn(user: SessionUser) {
  useSessionStore.getState().signIn({ session: 'sess-1', user });
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ is_connected: ok({ providers: [] }), ...extra });
}

async function section(name: string) {
  return within(await screen.findByRole('region', { name }, { timeout: 5000 }));
}

describe('settings: the agency PIN (spec 000 §4)', () => {
  it('checks the PIN, saves it with agency_update_pin and then shows it as set', async () => {
    signIn(agency);
    let pinSet = false;
    const { sent } = api({
      agency_get_clients: () => ok({ clients: [], pin_set: pinSet }),
      agency_update_pin: () => {
        pinSet = true;
        return ok({ success: true, message: AGENCY_PIN_SAVED });
      },
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const pin = await section('Agency PIN');
    expect(await pin.findByText(AGENCY_PIN_NOT_SET)).toBeInTheDocument();
    await user.type(pin.getByLabelText(/^New PIN/), '12a');
    await user.click(pin.getByRole('button', { name: 'Save PIN' }));
    expect(pin.getAllByText(AGENCY_PIN_FORMAT).length).toBeGreaterThan(1); // the hint and the error

    await user.clear(pin.getByLabelText(/^New PIN/));
    await user.type(pin.getByLabelText(/^New PIN/), '0420');
    await user.type(pin.getByLabelText('Confirm PIN'), '0421');
    await user.click(pin.getByRole('button', { name: 'Save PIN' }));
    expect(pin.getByText(AGENCY_PINS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(sent('agency_update_pin')).toHaveLength(0);

    await user.clear(pin.getByLabelText('Confirm PIN'));
    await user.type(pin.getByLabelText('Confirm PIN'), '0420');
    await user.click(pin.getByRole('button', { name: 'Save PIN' }));

    expect(await screen.findByText(AGENCY_PIN_SAVED)).toBeInTheDocument();
    expect(sent('agency_update_pin')).toEqual([{ request: 'agency_update_pin', pin: '0420' }]);
    expect(await pin.findByText(AGENCY_PIN_SET)).toBeInTheDocument();
    expect(pin.getByLabelText(/^New PIN/)).toHaveValue('');
  });

  it('is for agencies: an agency has no Agency Access section', async () => {
    signIn(agency);
    api({ agency_get_clients: ok({ clients: [], pin_set: true }) });
    renderApp('/dash/settings');
    await section('Agency PIN');
    expect(screen.queryByRole('region', { name: 'Agency Access' })).not.toBeInTheDocument();
  });
});

describe('settings: agency access for talent and businesses (spec 000 §4)', () => {
  it('authorizes an agency by username and PIN, then shows it', async () => {
    signIn(talent);
    const { sent } = api({
      get_agency_access: ok({ agency: null }),
      authorize_agency_access: ok({ agency: apex, message: agencyAuthorizedMessage('Apex Agency') }),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const access = await section('Agency Access');
    expect(await access.findByText(NO_AGENCY)).toBeInTheDocument();
    await user.click(access.getByRole('button', { name: 'Authorize' }));
    expect(access.getByText(AGENCY_USERNAME_REQUIRED)).toBeInTheDocument();
    expect(access.getByText(AGENCY_PIN_FORMAT)).toBeInTheDocument();
    expect(sent('authorize_agency_access')).toHaveLength(0);

    await user.type(access.getByLabelText('Agency username'), '@apex');
    await user.type(access.getByLabelText(/^Agency PIN/), '0420');
    await user.click(access.getByRole('button', { name: 'Authorize' }));

    expect(await screen.findByText(agencyAuthorizedMessage('Apex Agency'))).toBeInTheDocument();
    expect(sent('authorize_agency_access')).toEqual([
      { request: 'authorize_agency_access', agency_username: '@apex', pin: '0420' },
    ]);
    expect(access.getByText(currentAgencyText('Apex Agency'))).toBeInTheDocument();
    expect(access.getByText('@apex')).toBeInTheDocument();
    expect(access.getByLabelText('Agency username')).toHaveValue('');
  });

  it("shows the server's answer to a wrong PIN and keeps what was typed", async () => {
    signIn(business);
    api({
      get_agency_access: ok({ agency: null }),
      authorize_agency_access: jsonResponse(403, { message: AGENCY_ACCESS_REFUSED, code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const access = await section('Agency Access');
    await user.type(access.getByLabelText('Agency username'), 'apex');
    await user.type(access.getByLabelText(/^Agency PIN/), '9999');
    await user.click(access.getByRole('button', { name: 'Authorize' }));

    expect(await screen.findByText(AGENCY_ACCESS_REFUSED)).toBeInTheDocument();
    expect(access.getByText(NO_AGENCY)).toBeInTheDocument();
    expect(access.getByLabelText('Agency username')).toHaveValue('apex');
  });

  it('revokes the current agency after a confirm', async () => {
    signIn(talent);
    const { sent } = api({
      get_agency_access: ok({ agency: apex }),
      revoke_agency_access: ok({ success: true, message: AGENCY_ACCESS_REVOKED }),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const access = await section('Agency Access');
    expect(await access.findByText(currentAgencyText('Apex Agency'))).toBeInTheDocument();
    await user.click(access.getByRole('button', { name: 'Revoke access' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke access' }));
    expect(dialog.getByText(REVOKE_AGENCY_CONFIRM)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Revoke access' }));

    expect(await screen.findByText(AGENCY_ACCESS_REVOKED)).toBeInTheDocument();
    await waitFor(() => expect(sent('revoke_agency_access')).toEqual([{ request: 'revoke_agency_access' }]));
    expect(await access.findByText(NO_AGENCY)).toBeInTheDocument();
  });

  it('is not offered to a fan', async () => {
    signIn(makeUser());
    api();
    renderApp('/dash/settings');
    await section('Profile');
    expect(screen.queryByRole('region', { name: 'Agency Access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agency PIN' })).not.toBeInTheDocument();
  });
});

describe('settings while an agency acts as a client (spec 000 §6)', () => {
  it("shows the client's profile only, not its sign-in, security, status or agency access", async () => {
    signIn(agency);
    useSessionStore.getState().actAsClient({ session: 'client-sess', user: { ...talent, agency_as_client: true } });
    api();
    renderApp('/dash/settings');

    expect(await section('Profile')).toBeTruthy();
    expect(screen.getByText(ACTING_AS_CLIENT_NOTE)).toBeInTheDocument();
    for (const name of [
      'Email',
      'Password',
      'Social Login',
      'Deactivate or delete your account',
      'Agency Access',
      'Agency PIN',
    ])
      expect(screen.queryByRole('region', { name }), name).not.toBeInTheDocument();
  });
});
