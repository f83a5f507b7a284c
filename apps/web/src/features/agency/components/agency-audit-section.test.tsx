import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import type { AuditEntry } from '@stagepass/contract/agency/agency_audit_get';
import { AGENCY_AUDIT_AGENCY_NOTE, AGENCY_AUDIT_CLIENT_NOTE, NO_AGENCY_AUDIT } from '@stagepass/domain/agency';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const agency = makeUser({ user_id: 4, username: 'apex', name: 'Apex Agency', is_agency: true, is_user: false });
const talent = makeUser({ user_id: 2, username: 'tala', name: 'Tala Talent', is_specialist: true, is_user: false });
const apex = { id: 4, name: 'Apex Agency', username: 'apex' };
const tala = { id: 2, name: 'Tala Talent', username: 'tala' };
const bay = { id: 3, name: 'Bayside Venue', username: 'bayside' };

const entry = (id: number, request: string, object: string | null, client = tala): AuditEntry => ({
  audit_id: id,
  at: `2026-11-22T20:0${id}:00.000Z`,
  request,
  object,
  client,
  agency: apex,
});

function signIn(user: SessionUser) {
  useSessionStore.getState().signIn({ session: 'sess-1', user });
}

async function auditSection() {
  return within(await screen.findByRole('region', { name: 'Agency activity' }, { timeout: 5000 }));
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('settings: the agency audit log (issue 15)', () => {
  it('shows a client what its agency did: when, the agency, the request and the object, newest first', async () => {
    signIn(talent);
    mockApi({
      is_connected: ok({ providers: [] }),
      get_agency_access: ok({ agency: null }),
      agency_audit_get: ok({
        entries: [entry(3, 'specialist_schedule', 'schedule 12 on 2026-12-03'), entry(1, 'agency_switch_user', null)],
        next_before: null,
      }),
    });
    renderApp('/dash/settings');

    const audit = await auditSection();
    expect(audit.getByText(AGENCY_AUDIT_CLIENT_NOTE)).toBeInTheDocument();
    const table = await audit.findByRole('table', { name: 'Agency activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Agency', 'Request', 'Object']);
    const rows = rowsOf(table);
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['Apex Agency', 'specialist_schedule', 'schedule 12 on 2026-12-03'],
      ['Apex Agency', 'agency_switch_user', '—'],
    ]);
    expect(table.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T20:03:00.000Z');
    expect(audit.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows an agency what it did, by client, and pages on with Show more', async () => {
    signIn(agency);
    const api = mockApi({
      is_connected: ok({ providers: [] }),
      agency_get_clients: ok({
        clients: [
          { id: 3, name: 'Bayside Venue', username: 'bayside', image: null, is_business: true, is_specialist: false },
          { id: 2, name: 'Tala Talent', username: 'tala', image: null, is_business: false, is_specialist: true },
        ],
        pin_set: true,
      }),
      agency_audit_get: (body) => {
        if (body.client_id === 2)
          return ok({ entries: [entry(2, 'specialist_update_traits', 'traits')], next_before: null });
        if (body.before === '1700_5') return ok({ entries: [entry(1, 'agency_switch_user', null)], next_before: null });
        return ok({ entries: [entry(5, 'business_create_update_event', 'event 9', bay)], next_before: '1700_5' });
      },
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const audit = await auditSection();
    expect(audit.getByText(AGENCY_AUDIT_AGENCY_NOTE)).toBeInTheDocument();
    const table = await audit.findByRole('table', { name: 'Agency activity' });
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('Client');
    expect(rowsOf(table).map((r) => r.slice(1))).toEqual([
      ['Bayside Venue', 'business_create_update_event', 'event 9'],
    ]);

    await user.click(audit.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('agency_switch_user')).toBeInTheDocument();
    expect(rowsOf(table)).toHaveLength(2);
    expect(audit.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.sent('agency_audit_get').at(-1)).toMatchObject({ before: '1700_5' });

    await user.selectOptions(await audit.findByLabelText('Client'), 'Tala Talent');
    expect(await audit.findByText('specialist_update_traits')).toBeInTheDocument();
    expect(rowsOf(audit.getByRole('table', { name: 'Agency activity' }))).toEqual([
      [expect.any(String), 'Tala Talent', 'specialist_update_traits', 'traits'],
    ]);
    expect(api.sent('agency_audit_get').at(-1)).toMatchObject({ client_id: 2 });
  });

  it('says so when there is nothing yet, and is not shown to fans', async () => {
    signIn(talent);
    mockApi({
      is_connected: ok({ providers: [] }),
      get_agency_access: ok({ agency: null }),
      agency_audit_get: ok({ entries: [], next_before: null }),
    });
    const { unmount } = renderApp('/dash/settings');
    expect(await (await auditSection()).findByText(NO_AGENCY_AUDIT)).toBeInTheDocument();
    unmount();

    signIn(makeUser());
    mockApi({ is_connected: ok({ providers: [] }) });
    renderApp('/dash/settings');
    expect(await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agency activity' })).not.toBeInTheDocument();
  });
});
