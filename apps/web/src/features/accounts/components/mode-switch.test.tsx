import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MODE_SWITCH_WARNING } from '@stagepass/domain/dashboard';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('fan-mode switch (spec 000 §4)', () => {
  it('is not offered to a fan account', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    renderApp('/dash/user-dashboard');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('button', { name: /^Switch to/ })).not.toBeInTheDocument();
  });

  it('a creator switches to Fan and back to Creator after confirming', async () => {
    const creator = makeUser({ is_specialist: true, is_user: false, name: 'Cass Creator' });
    useSessionStore.getState().signIn({ session: 'tok', user: creator });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/celeb-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Switch to Fan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Switch to Fan' }));
    expect(dialog.getByText(MODE_SWITCH_WARNING)).toBeInTheDocument();
    expect(MODE_SWITCH_WARNING).toMatch(/unsaved changes .* may be lost/);
    await user.click(dialog.getByRole('button', { name: 'Switch' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
    expect(useSessionStore.getState().fanMode).toBe(true);

    await user.click(await screen.findByRole('button', { name: 'Switch to Creator' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/celeb-dashboard'));
    expect(useSessionStore.getState().fanMode).toBe(false);
  });

  it('Cancel leaves the mode alone', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_business: true, is_user: false }) });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/business-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Switch to Fan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(useSessionStore.getState().fanMode).toBe(false);
    expect(router.state.location.pathname).toBe('/dash/business-dashboard');
  });

  it.each([
    ['an agency', makeUser({ is_agency: true, is_user: false }), '/dash/agency-dashboard', 'Switch to Agency'],
    ['a business', makeUser({ is_business: true, is_user: false }), '/dash/business-dashboard', 'Switch to Business'],
    // spec 000 §6: an agency acting as a client acts as a creator.
    [
      'an agency acting as a client',
      makeUser({ agency_as_client: true, is_user: false }),
      '/dash/celeb-dashboard',
      'Switch to Creator',
    ],
  ])('%s goes to the fan dashboard and back to its own', async (_who, member, home, back) => {
    useSessionStore.getState().signIn({ session: 'tok', user: member });
    const user = userEvent.setup();
    const { router } = renderApp(home);

    await user.click(await screen.findByRole('button', { name: 'Switch to Fan' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Switch to Fan' })).getByRole('button', { name: 'Switch' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));

    await user.click(await screen.findByRole('button', { name: back }));
    const dialog = within(await screen.findByRole('dialog', { name: back }));
    expect(dialog.getByText(MODE_SWITCH_WARNING)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(useSessionStore.getState().fanMode).toBe(false);
  });
});
