import { fireEvent, screen, within } from '@testing-library/react';
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

    // spec 000 §8: a broken picture falls back to the default avatar.
    const img = link.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
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

describe('landing hero (spec 000 §2.4)', () => {
  it('invites a visitor to get started or sign in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your time is now' })).toBeInTheDocument();
    expect(screen.getByText('Host events. Book talent. Sell tickets.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it("greets a member with 'Let's go' to their dashboard", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ name: 'Frankie Fan' }) });
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: "Let's go" }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Frankie Fan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dash/user-dashboard');
  });
});
