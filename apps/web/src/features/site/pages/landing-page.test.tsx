import { AUDIENCE_PATHS, LAUNCHING_NOW_CITIES, LOGGING_OUT, SITE_TAGLINE, SITE_TITLE } from '@stagepass/domain/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The landing page and the sign-up modal are lazy chunks; the first load in a file takes a while.
const slow = { timeout: 5000 };

async function landing(path = '/') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: SITE_TITLE }, slow);
  return app;
}

function section(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

describe('landing hero (spec 000 §2.4)', () => {
  it('shows the title, the tagline and a muted, looping, autoplaying video with a poster', async () => {
    await landing();
    const hero = section(SITE_TITLE);
    expect(hero.getByText(SITE_TAGLINE)).toBeInTheDocument();

    const video = screen.getByTestId('hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/media/stage-lights.jpg');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/stage-lights.mp4',
      '/media/stage-lights.webm',
    ]);
  });

  it('lets a visitor pause and resume the background video', async () => {
    const user = userEvent.setup();
    await landing();
    const pause = screen.getByRole('button', { name: 'Pause background video' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play background video' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens sign-up from Get started', async () => {
    const user = userEvent.setup();
    await landing();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
  });

  it("opens sign-in from 'Already have an account? Sign in here'", async () => {
    const user = userEvent.setup();
    await landing();
    const hero = section(SITE_TITLE);
    expect(hero.getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(hero.getByRole('link', { name: 'Sign in here' }));
    expect(await screen.findByRole('form', { name: 'Sign In' }, slow)).toBeInTheDocument();
  });

  it("greets a member with avatar, name and 'Let's go' to their dashboard instead", async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ is_business: true, is_user: false, name: 'Bea Business' }),
    });
    const user = userEvent.setup();
    const { router } = await landing();
    const hero = section(SITE_TITLE);
    expect(hero.getByText('Bea Business')).toBeInTheDocument();
    expect(hero.queryByRole('button', { name: 'Get started' })).not.toBeInTheDocument();
    expect(hero.queryByText(/Already have an account/)).not.toBeInTheDocument();

    await user.click(hero.getByRole('button', { name: "Let's go" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
  });
});

describe('landing sections (spec 000 §2.4)', () => {
  it('has every section, in the order of the spec', async () => {
    await landing();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'One stage for everyone',
      'Who is the product for',
      'How it works',
      'Curious about costs?',
      'FAQ',
      'Launching Now',
      SITE_TAGLINE,
    ]);
  });

  it('links the three audience cards to their landing pages', async () => {
    await landing();
    const cards = section('One stage for everyone');
    expect(cards.getByRole('link', { name: /^Talent/ })).toHaveAttribute('href', AUDIENCE_PATHS.creator);
    expect(cards.getByRole('link', { name: /^Businesses/ })).toHaveAttribute('href', AUDIENCE_PATHS.business);
    expect(cards.getByRole('link', { name: /^Fans/ })).toHaveAttribute('href', AUDIENCE_PATHS.fan);
  });

  it("sends all three 'Who is the product for' groups to /auth/creatorLanding", async () => {
    await landing();
    const who = section('Who is the product for');
    for (const group of ['Emerging Talent', 'Neighborhood Venues', 'Event Promoters']) {
      expect(who.getByRole('link', { name: new RegExp(`^${group}`) })).toHaveAttribute('href', '/auth/creatorLanding');
    }
  });

  it('explains how it works in three steps and offers Sign Up to visitors only', async () => {
    const user = userEvent.setup();
    await landing();
    const how = section('How it works');
    expect(how.getAllByRole('listitem')).toHaveLength(3);
    await user.click(how.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
  });

  it('has no Sign Up button for a member', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    await landing();
    expect(section('How it works').queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it("links 'View Pricing' to /auth/pricing", async () => {
    await landing();
    expect(section('Curious about costs?').getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/auth/pricing',
    );
  });

  it('answers FAQ questions when they are opened', async () => {
    const user = userEvent.setup();
    await landing();
    const faq = section('FAQ');
    const question = faq.getByRole('button', { name: 'When do talent get paid for a booking?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await faq.findByRole('region', { name: 'When do talent get paid for a booking?' })).toHaveTextContent(
      /5 days after the event, as long as no dispute is filed/,
    );
    expect(faq.getByRole('button', { name: 'Does it cost anything to join?' })).toBeInTheDocument();
  });

  it('lists the launch cities with links to /sf, /la, /sd and /sactown, and a city FAQ', async () => {
    await landing();
    const launch = section('Launching Now');
    expect(LAUNCHING_NOW_CITIES.map((c) => launch.getByRole('link', { name: c.city }).getAttribute('href'))).toEqual([
      '/sf',
      '/la',
      '/sd',
      '/sactown',
    ]);
    expect(launch.getByRole('heading', { name: 'City launch FAQ' })).toBeInTheDocument();
    expect(launch.getByRole('button', { name: 'What do I get for joining a city launch?' })).toBeInTheDocument();
  });

  it('closes with the tagline', async () => {
    await landing();
    expect(section('Tagline').getByRole('heading', { name: SITE_TAGLINE })).toBeInTheDocument();
  });
});

describe("'Logging Out' after logout (spec 000 §2.4)", () => {
  it('shows Logging Out until the screen is measured, then the landing page without the flag', async () => {
    const { router } = renderApp('/?loggedOut=1');
    // Found at all is the point: it is gone again one frame after the page has mounted.
    await screen.findByText(LOGGING_OUT, {}, slow);
    expect(await screen.findByRole('heading', { level: 1, name: SITE_TITLE }, slow)).toBeInTheDocument();
    expect(screen.queryByText(LOGGING_OUT)).not.toBeInTheDocument();
    // The flag is dropped just after the page mounts; on a busy machine that can be a frame after the heading.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps other query parameters when it drops the flag', async () => {
    const { router } = renderApp('/?loggedOut=1&openSignUpModal=register');
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?openSignUpModal=register'));
  });

  it('does not show it on an ordinary visit', async () => {
    await landing();
    expect(screen.queryByText(LOGGING_OUT)).not.toBeInTheDocument();
  });
});
