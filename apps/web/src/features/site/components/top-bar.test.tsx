import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

async function topBar() {
  return within(await screen.findByRole('banner'));
}

describe('top bar (spec 000 §2.4)', () => {
  it('links the audience pages, pricing and home', async () => {
    renderApp('/');
    const bar = await topBar();
    expect(bar.getByRole('link', { name: 'Talent & Creators' })).toHaveAttribute('href', '/auth/creatorLanding');
    expect(bar.getByRole('link', { name: 'Fans' })).toHaveAttribute('href', '/auth/fanLanding');
    expect(bar.getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/auth/businessLanding');
    expect(bar.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/auth/pricing');
    expect(bar.getByRole('link', { name: 'Stagepass' })).toHaveAttribute('href', '/');
  });

  it('offers Log In and Sign Up when logged out', async () => {
    renderApp('/');
    const bar = await topBar();
    expect(bar.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it("shows a member's name linking to their dashboard", async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ is_business: true, is_user: false, name: 'Bea Business', image: '/broken.png' }),
    });
    renderApp('/');
    const bar = await topBar();
    const link = bar.getByRole('link', { name: 'Bea Business' });
    expect(link).toHaveAttribute('href', '/dash/business-dashboard');
    expect(bar.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();

    // spec 000 §8: a broken picture falls back to the default avatar (loaded after the page, for members only).
    const img = await waitFor(() => {
      const found = link.querySelector('img');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.error(img);
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('svg')).not.toBeNull();
  });

  it("falls back to 'Log In' when the member has no name", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ name: '' }) });
    renderApp('/');
    const bar = await topBar();
    expect(bar.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/dash/user-dashboard');
  });
});

describe('mobile menu (spec 000 §2.4)', () => {
  it('opens behind the burger with the same links and the account buttons, and closes after navigating', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const bar = await topBar();
    expect(bar.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Open menu' }));
    const menu = within(await bar.findByRole('navigation', { name: 'Mobile' }));
    expect(bar.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Talent & Creators', '/auth/creatorLanding'],
      ['Fans', '/auth/fanLanding'],
      ['Businesses', '/auth/businessLanding'],
      ['Pricing', '/auth/pricing'],
    ]) {
      expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(menu.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(menu.getByRole('link', { name: 'Pricing' }));
    expect(router.state.location.pathname).toBe('/auth/pricing');
    // The top bar sees the new path once the (lazily loaded) page has rendered.
    await waitFor(() =>
      expect(bar.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });

  it("shows a member's avatar and name in the menu instead of the buttons", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ name: 'Frankie Fan' }) });
    const user = userEvent.setup();
    renderApp('/');
    const bar = await topBar();
    await user.click(bar.getByRole('button', { name: 'Open menu' }));
    const menu = within(await bar.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Frankie Fan' })).toHaveAttribute('href', '/dash/user-dashboard');
    expect(menu.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
