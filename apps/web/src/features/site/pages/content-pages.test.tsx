import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 5000 };

describe('/auth/sms-consent (spec 000 §2.2)', () => {
  it('says what is texted, how often, that rates may apply, and how to stop', async () => {
    renderApp('/auth/sms-consent');
    expect(await screen.findByRole('heading', { level: 1, name: 'SMS Consent' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Verification codes')).toBeInTheDocument();
    expect(screen.getByText('Booking and ticket updates')).toBeInTheDocument();
    expect(screen.getByText('Launch news')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How often' })).toBeInTheDocument();
    expect(screen.getByText('Msg & data rates may apply.')).toBeInTheDocument();
    expect(screen.getByText('STOP')).toBeInTheDocument();
    expect(screen.getByText('HELP')).toBeInTheDocument();
    expect(screen.getByText(/not a condition of any purchase/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy.html');
  });
});

describe('/auth/accountDeletion (spec 000 §2.2)', () => {
  it('explains how to delete an account, and what is deleted and kept', async () => {
    renderApp('/auth/accountDeletion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Deletion' }, slow)).toBeInTheDocument();
    for (const name of [
      'Delete your account in Settings',
      'Can’t log in?',
      'What we delete',
      'What we keep, and for how long',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Choose Delete account/)).toBeInTheDocument();
    expect(screen.getByText(/7 years after the transaction/)).toBeInTheDocument();
  });
});

describe('audience pages (spec 000 §2.2: dark-themed)', () => {
  it.each([
    ['/auth/creatorLanding', 'Get booked. Get paid. Grow your audience.'],
    ['/auth/businessLanding', 'Fill your room with live talent.'],
    ['/auth/fanLanding', 'Live music, comedy and more, right around the corner.'],
  ])('%s is dark and invites the visitor to sign up', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(screen.getByRole('heading', { name: 'What you get' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign Up' }).length).toBeGreaterThan(1);
    expect(screen.getAllByRole('link', { name: 'View Pricing' })[0]).toHaveAttribute('href', '/auth/pricing');
  });

  it('leaves the landing page light for a visitor without dark mode', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
