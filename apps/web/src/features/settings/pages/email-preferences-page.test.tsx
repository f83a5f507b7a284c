import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCES_SAVED } from '@stagepass/domain/marketing-emails';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const TYPES = [
  { id: 1, name: 'Events near you', description: 'New events near you.' },
  { id: 2, name: 'New from talent you follow', description: 'Tour dates and drops.' },
  { id: 3, name: 'Product news', description: 'New Stagepass features.' },
];

async function form() {
  return within(await screen.findByRole('form', { name: 'Email Preferences' }, { timeout: 5000 }));
}

describe('/dash/emailPreferences (spec 000 §2.3)', () => {
  it('shows each marketing email type as a switch, off where the member opted out', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({ marketing_email_types: ok({ types: TYPES }), marketing_email_exclusions: ok({ exclusions: [2] }) });
    renderApp('/dash/emailPreferences');

    const prefs = await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Preferences' })).toBeInTheDocument();
    expect(prefs.getByRole('switch', { name: 'Events near you' })).toBeChecked();
    expect(prefs.getByRole('switch', { name: 'New from talent you follow' })).not.toBeChecked();
    expect(prefs.getByRole('switch', { name: 'Product news' })).toBeChecked();
    expect(prefs.getByText('Tour dates and drops.')).toBeInTheDocument();
  });

  it('saves the exclusions with update_marketing_email_exclusions and confirms', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent } = mockApi({
      marketing_email_types: ok({ types: TYPES }),
      marketing_email_exclusions: ok({ exclusions: [2] }),
      update_marketing_email_exclusions: ok({ exclusions: [1, 3], message: EMAIL_PREFERENCES_SAVED }),
    });
    const user = userEvent.setup();
    renderApp('/dash/emailPreferences');

    const prefs = await form();
    await user.click(prefs.getByRole('switch', { name: 'Events near you' }));
    await user.click(prefs.getByRole('switch', { name: 'New from talent you follow' }));
    await user.click(prefs.getByRole('switch', { name: 'Product news' }));
    await user.click(prefs.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText(EMAIL_PREFERENCES_SAVED)).toBeInTheDocument();
    expect(sent('update_marketing_email_exclusions')).toEqual([
      { request: 'update_marketing_email_exclusions', exclusions: [1, 3] },
    ]);
    expect(prefs.getByRole('switch', { name: 'Events near you' })).not.toBeChecked();
    expect(prefs.getByRole('switch', { name: 'New from talent you follow' })).toBeChecked();
  });

  it("shows the server's message when saving fails and keeps the member's choice", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({
      marketing_email_types: ok({ types: TYPES }),
      marketing_email_exclusions: ok({ exclusions: [] }),
      update_marketing_email_exclusions: fail(400, 'Unknown email type.', 'exclusions.0'),
    });
    const user = userEvent.setup();
    renderApp('/dash/emailPreferences');

    const prefs = await form();
    await user.click(prefs.getByRole('switch', { name: 'Product news' }));
    await user.click(prefs.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Unknown email type.')).toBeInTheDocument();
    await waitFor(() => expect(prefs.getByRole('switch', { name: 'Product news' })).not.toBeChecked());
  });

  it('is for members only: a logged-out visitor is offered the sign-in modal', async () => {
    mockApi({});
    const { router } = renderApp('/dash/emailPreferences');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
