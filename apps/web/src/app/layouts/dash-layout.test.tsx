import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOG_IN, SIGN_UP } from '@stagepass/domain/site';
import { useSessionStore } from '../../store/session-store';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const slow = { timeout: 20_000 };

async function header() {
  return within(await screen.findByRole('banner', {}, slow));
}

describe('the dashboard header (spec 000 §2.3, §2.4)', () => {
  it('offers a logged-out visitor Log In and Sign Up, which open the sign-in modal over the page', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { router } = renderApp('/dash/c/nova');
    const bar = await header();

    await user.click(await bar.findByRole('button', { name: LOG_IN }, slow));
    expect(await screen.findByRole('form', { name: 'Sign In' }, slow)).toBeInTheDocument();
    // Over the profile they were reading: after signing in they are still on it.
    expect(router.state.location.pathname).toBe('/dash/c/nova');

    await user.keyboard('{Escape}');
    await user.click(bar.getByRole('button', { name: SIGN_UP }));
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dash/c/nova');
  }, 40_000);

  it('shows a member neither button', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ name: 'Fay Fan' }) });
    mockApi({});
    renderApp('/dash/c/nova');
    const bar = await header();
    expect(await bar.findByRole('link', { name: 'Stagepass' }, slow)).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: LOG_IN })).not.toBeInTheDocument();
    expect(bar.queryByRole('button', { name: SIGN_UP })).not.toBeInTheDocument();
  }, 40_000);
});
