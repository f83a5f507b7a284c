import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

async function openSidebar() {
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
  renderApp('/dash/user-dashboard');
  return within(await screen.findByRole('navigation', { name: 'Sidebar' }));
}

describe('dark and glitch mode toggles (spec 000 §4)', () => {
  it('the dark-mode switch sets the stored flag and the Mantine colour scheme', async () => {
    const user = userEvent.setup();
    const sidebar = await openSidebar();

    await user.click(sidebar.getByRole('switch', { name: 'Dark Mode' }));

    expect(useSessionStore.getState()).toMatchObject({ darkMode: true, userSetDarkMode: true });
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ darkMode: true });
  });

  it('the glitch toggle appears only after more than 7 clicks on the dark-mode heading', async () => {
    const user = userEvent.setup();
    const sidebar = await openSidebar();
    const heading = sidebar.getByText('Dark Mode');

    for (let i = 0; i < 7; i++) await user.click(heading);
    expect(sidebar.queryByRole('switch', { name: 'Glitch Mode' })).not.toBeInTheDocument();

    await user.click(heading);
    expect(sidebar.getByRole('switch', { name: 'Glitch Mode' })).toBeInTheDocument();
  });

  it('glitch on turns dark on; dark off turns glitch off', async () => {
    useSessionStore.getState().setGlitchMode(true);
    const user = userEvent.setup();
    const sidebar = await openSidebar();

    // Already on, so the toggle shows without the secret clicks.
    expect(sidebar.getByRole('switch', { name: 'Glitch Mode' })).toBeChecked();
    expect(sidebar.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    expect(document.documentElement).toHaveClass('glitch-mode');

    await user.click(sidebar.getByRole('switch', { name: 'Dark Mode' }));

    expect(useSessionStore.getState()).toMatchObject({ darkMode: false, glitchMode: false });
    expect(document.documentElement).not.toHaveClass('glitch-mode');
  });

  it('turning glitch mode on from the revealed toggle turns dark mode on and starts the effect', async () => {
    const user = userEvent.setup();
    const sidebar = await openSidebar();
    const heading = sidebar.getByRole('heading', { name: 'Dark Mode' });
    for (let i = 0; i < 8; i++) await user.click(heading);

    await user.click(sidebar.getByRole('switch', { name: 'Glitch Mode' }));

    expect(useSessionStore.getState()).toMatchObject({ glitchMode: true, darkMode: true });
    expect(sidebar.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    expect(document.documentElement).toHaveClass('glitch-mode');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
