import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestOutput } from '@stagepass/contract/registry';
import {
  CHOOSE_TEMPLATE,
  WEBSITE_DRAFT,
  WEBSITE_LIVE,
  WEBSITE_NEEDS_USERNAME,
  WEBSITE_PUBLISHED,
  WEBSITE_SAVED,
  defaultWebsiteSettings,
  templateCatalogue,
} from '@stagepass/domain/creator-website';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

type Answer = RequestOutput<'get_user_tmpl'>;

const TEMPLATES = templateCatalogue();

const content = (username: string | null = 'nova'): Answer['content'] => ({
  profile: {
    sp_id: 42,
    name: 'Nova <Star>',
    username,
    photo: null,
    traits: ['Musician'],
    area: 'Oakland, CA, US',
    bio: null,
  },
  bookings: [
    {
      event_id: 41,
      event_name: 'Harbor Lights',
      place: 'Bayside Venue',
      start: '2027-01-01T05:30:00.000Z',
      end: '2027-01-01T07:00:00.000Z',
      time_zone: 'America/Los_Angeles',
      trait: 'Musician',
    },
  ],
  products: [{ product_id: 5, name: 'Nova Club', desc: 'Stems', image: null, price_text: '$5+' }],
  posts: [],
});

const website = (over: Partial<NonNullable<Answer['website']>> = {}): NonNullable<Answer['website']> => ({
  template_id: 'tour',
  settings: { ...defaultWebsiteSettings('tour'), headline: 'On the road' },
  published: false,
  published_at: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  path: '/c/nova',
  ...over,
});

function signInTalent(username: string | null = 'nova') {
  useSessionStore.getState().signIn({
    session: 'tok',
    user: makeUser({ user_id: 42, username, is_specialist: true, is_user: false }),
  });
}

const slow = { timeout: 5000 };
const preview = () => screen.getByTitle('Preview') as HTMLIFrameElement;

describe('/dash/website, the creator website builder (spec 001 §2, issue 15)', () => {
  it('picks a template, sets the headline, previews the page, saves and publishes it', async () => {
    signInTalent();
    let saved: Answer['website'] = null;
    const { sent } = mockApi({
      get_tmpl_types: ok({ templates: TEMPLATES }),
      get_user_tmpl: () => ok({ website: saved, content: content() }),
      update_user_tmpl: (body) => {
        saved = website({ template_id: body.template_id as 'tour', settings: body.settings as never });
        return ok({ website: saved });
      },
      publish_user_tmpl: (body) => {
        saved = website({ ...saved, published: body.publish as boolean, published_at: '2026-11-21T10:00:00.000Z' });
        return ok({ website: saved });
      },
    });
    const user = userEvent.setup();
    renderApp('/dash/website');

    const picker = await screen.findByRole('radiogroup', { name: CHOOSE_TEMPLATE }, slow);
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Spotlight', 'Tour', 'Storefront', 'Journal']);
    expect(screen.getByRole('status')).toHaveTextContent(WEBSITE_DRAFT);
    // Nothing saved yet: Spotlight, and the preview is the page visitors will get, the talent's texts escaped.
    expect(within(picker).getByRole('radio', { name: 'Spotlight' })).toBeChecked();
    expect(preview().srcdoc).toContain('<h1>Nova &lt;Star&gt;</h1>');
    expect(preview().srcdoc).toContain('Harbor Lights');
    expect(preview().getAttribute('sandbox')).not.toContain('allow-scripts');

    await user.click(within(picker).getByRole('radio', { name: 'Storefront' }));
    await user.type(screen.getByRole('textbox', { name: 'Headline' }), 'Stems & demos');
    await user.click(screen.getByRole('checkbox', { name: 'Posts' }));
    expect(preview().srcdoc).toContain('<p class="headline">Stems &amp; demos</p>');
    expect(preview().srcdoc).toContain('t-storefront');
    expect(preview().srcdoc).not.toContain('id="posts"');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBSITE_SAVED)).toBeInTheDocument();
    expect(sent('update_user_tmpl')).toEqual([
      {
        request: 'update_user_tmpl',
        template_id: 'storefront',
        settings: {
          ...defaultWebsiteSettings('storefront'),
          headline: 'Stems & demos',
          show_posts: false,
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(WEBSITE_PUBLISHED)).toBeInTheDocument();
    expect(sent('publish_user_tmpl')).toEqual([{ request: 'publish_user_tmpl', publish: true }]);
    // Saved before publishing, nothing is saved again.
    expect(sent('update_user_tmpl')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(WEBSITE_LIVE));
    // The public page is written by the server: a plain link, a full page load.
    expect(screen.getByRole('link', { name: 'View your website' })).toHaveAttribute('href', '/c/nova');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  }, 20_000);

  it('starts from the saved website, saves unsaved changes before publishing, and unpublishes', async () => {
    signInTalent();
    let saved = website({ published: true, published_at: '2026-11-21T10:00:00.000Z' });
    const { sent } = mockApi({
      get_tmpl_types: ok({ templates: TEMPLATES }),
      get_user_tmpl: () => ok({ website: saved, content: content() }),
      update_user_tmpl: (body) => ok({ website: (saved = { ...saved, settings: body.settings as never }) }),
      publish_user_tmpl: (body) => ok({ website: (saved = { ...saved, published: body.publish as boolean }) }),
    });
    const user = userEvent.setup();
    renderApp('/dash/website');

    const headline = await screen.findByRole('textbox', { name: 'Headline' }, slow);
    expect(headline).toHaveValue('On the road');
    expect(screen.getByRole('radio', { name: 'Tour' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(WEBSITE_DRAFT));
    expect(sent('publish_user_tmpl')).toEqual([{ request: 'publish_user_tmpl', publish: false }]);

    await user.clear(headline);
    await user.type(headline, 'Back on tour');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('publish_user_tmpl')).toHaveLength(2));
    expect(sent('update_user_tmpl')).toHaveLength(1);
    expect(sent('update_user_tmpl')[0]).toMatchObject({ settings: { headline: 'Back on tour' } });
    // The save went first.
    const order = sent('update_user_tmpl').concat(sent('publish_user_tmpl'));
    expect(order.map((b) => b.request)).toEqual(['update_user_tmpl', 'publish_user_tmpl', 'publish_user_tmpl']);
  });

  it('asks a talent without a username to set one before publishing', async () => {
    signInTalent(null);
    mockApi({
      get_tmpl_types: ok({ templates: TEMPLATES }),
      get_user_tmpl: ok({ website: null, content: content(null) }),
    });
    renderApp('/dash/website');
    const alert = within(await screen.findByRole('alert', undefined, slow));
    expect(alert.getByText(new RegExp(WEBSITE_NEEDS_USERNAME))).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dash/settings');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
