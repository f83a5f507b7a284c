import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('footer (spec 000 §2.11)', () => {
  it('links Home, Talent & Creators, Fans and Businesses in the app', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    for (const [name, href] of [
      ['Home', '/'],
      ['Talent & Creators', '/auth/creatorLanding'],
      ['Fans', '/auth/fanLanding'],
      ['Businesses', '/auth/businessLanding'],
    ]) {
      const link = footer.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('opens Privacy and Terms in a new tab', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    for (const [name, href] of [
      ['Privacy', '/privacy.html'],
      ['Terms', '/terms.html'],
    ]) {
      const link = footer.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});
