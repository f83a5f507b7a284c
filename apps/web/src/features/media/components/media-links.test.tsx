import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MediaLink } from '@stagepass/contract/media/fields';
import {
  ADD_MEDIA_LINK,
  DELETE_MEDIA_LINK,
  MEDIA_COMPANY_ON,
  MEDIA_LINK_SAVED,
  MEDIA_LINK_URL_INVALID,
  MEDIA_LINK_URL_REQUIRED,
  MEDIA_LINKS_TITLE,
  NO_MEDIA_LINKS,
} from '@stagepass/domain/media-links';
import { useSessionStore } from '../../../store/session-store';
import { makeMember, makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 5000 };
const BUSINESS_ID = 9;

function signIn(overrides: Parameters<typeof makeUser>[0]) {
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: BUSINESS_ID, ...overrides }) });
}

/** A media links server kept in memory: the role, the links, and each write as the server answers it. */
function linksServer(on = false, start: MediaLink[] = []) {
  let role = on;
  let links = [...start];
  let next = 100;
  return {
    is_connected: ok({ providers: [] }),
    member_query: ok({ member: makeMember(makeUser({ user_id: BUSINESS_ID, is_business: true, is_user: false })) }),
    get_agency_access: ok({ agency: null }),
    media_company_get_links: () => ok({ business_id: BUSINESS_ID, is_media_company: role, links: role ? links : [] }),
    set_media_company: (body: Record<string, unknown>) => {
      role = body.is_media_company as boolean;
      return ok({ is_media_company: role });
    },
    media_company_create_link: (body: Record<string, unknown>) => {
      const link = { link_id: ++next, url: body.url as string, description: (body.description as string) ?? '' };
      links.push(link);
      return ok({ link });
    },
    media_company_update_link: (body: Record<string, unknown>) => {
      const link = {
        link_id: body.link_id as number,
        url: body.url as string,
        description: body.description as string,
      };
      links = links.map((l) => (l.link_id === link.link_id ? link : l));
      return ok({ link });
    },
    media_company_delete_link: (body: Record<string, unknown>) => {
      links = links.filter((l) => l.link_id !== body.link_id);
      return ok({ link_id: body.link_id, deleted: true });
    },
  };
}

describe('Media links in Settings (spec 001 §6: media company role)', () => {
  it('a business turns the role on, then adds a link; a url that is not http or https is refused first', async () => {
    signIn({ is_business: true, is_user: false });
    const { sent } = mockApi(linksServer());
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const section = within(await screen.findByRole('region', { name: MEDIA_LINKS_TITLE }, slow));
    const role = await section.findByRole('switch', { name: 'Media company' });
    await waitFor(() => expect(role).toBeEnabled());
    expect(role).not.toBeChecked();
    expect(section.queryByRole('button', { name: ADD_MEDIA_LINK })).not.toBeInTheDocument();
    await user.click(role);
    expect(await screen.findByText(MEDIA_COMPANY_ON)).toBeInTheDocument();
    expect(sent('set_media_company')).toEqual([{ request: 'set_media_company', is_media_company: true }]);
    expect(await section.findByText(NO_MEDIA_LINKS)).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: ADD_MEDIA_LINK }));
    const dialog = within(await screen.findByRole('dialog', { name: ADD_MEDIA_LINK }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(MEDIA_LINK_URL_REQUIRED)).toBeInTheDocument();
    const url = dialog.getByRole('textbox', { name: 'Link (http or https)' });
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.com/a', 'press.example.com']) {
      await user.clear(url);
      await user.type(url, bad);
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(dialog.getByText(MEDIA_LINK_URL_INVALID)).toBeInTheDocument();
    }
    expect(sent('media_company_create_link')).toEqual([]);

    await user.clear(url);
    await user.type(url, ' https://press.example.com/review ');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Our review');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MEDIA_LINK_SAVED)).toBeInTheDocument();
    expect(sent('media_company_create_link')).toEqual([
      { request: 'media_company_create_link', url: 'https://press.example.com/review', description: 'Our review' },
    ]);
    const list = within(await section.findByRole('list', { name: MEDIA_LINKS_TITLE }));
    const link = list.getByRole('link', { name: 'Our review' });
    expect(link).toHaveAttribute('href', 'https://press.example.com/review');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  }, 20_000);

  it('edits and deletes a link (after confirming)', async () => {
    signIn({ is_business: true, is_user: false });
    const { sent } = mockApi(linksServer(true, [{ link_id: 5, url: 'https://a.example.com/', description: 'A' }]));
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const section = within(await screen.findByRole('region', { name: MEDIA_LINKS_TITLE }, slow));
    await user.click(await section.findByRole('button', { name: 'Edit https://a.example.com/' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit link' }));
    const description = dialog.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveValue('A');
    await user.clear(description);
    await user.type(description, 'Changed');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await section.findByRole('link', { name: 'Changed' })).toBeInTheDocument();
    expect(sent('media_company_update_link')).toEqual([
      { request: 'media_company_update_link', link_id: 5, url: 'https://a.example.com/', description: 'Changed' },
    ]);

    await user.click(section.getByRole('button', { name: 'Delete https://a.example.com/' }));
    const confirm = within(await screen.findByRole('dialog', { name: DELETE_MEDIA_LINK }));
    await user.click(confirm.getByRole('button', { name: DELETE_MEDIA_LINK }));
    expect(await section.findByText(NO_MEDIA_LINKS)).toBeInTheDocument();
    expect(sent('media_company_delete_link')).toEqual([{ request: 'media_company_delete_link', link_id: 5 }]);
  }, 20_000);

  it('is not offered to a fan or a talent', async () => {
    for (const role of [{}, { is_specialist: true, is_user: false }]) {
      signIn(role);
      const { sent } = mockApi({ is_connected: ok({ providers: [] }) });
      const view = renderApp('/dash/settings');
      expect(await screen.findByRole('region', { name: 'Profile' }, slow)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: MEDIA_LINKS_TITLE })).not.toBeInTheDocument();
      expect(sent('media_company_get_links')).toEqual([]);
      view.unmount();
    }
  });
});

describe('Media links on the business profile (/dash/b/{id})', () => {
  const business = {
    business_id: BUSINESS_ID,
    name: 'Harbor Radio',
    username: null,
    photo: null,
    locality: 'San Francisco',
    administrative_area: 'CA',
    sub_administrative_area: null,
    country: 'US',
    traits: [],
    followers: 0,
    network_followers: [{ network: 'Stagepass', count: 0 }],
  };
  const profile = (is_media_company: boolean, links: MediaLink[]) =>
    mockApi({
      business_query: ok({ business, events: [], bio: null, gallery: [] }),
      media_company_get_links: ok({ business_id: BUSINESS_ID, is_media_company, links }),
      get_reviews_for_id: ok({ id: BUSINESS_ID, rating: { average: null, count: 0 }, reviews: [] }),
      get_posts: ok({ posts: [] }),
    });

  it("shows a media company's links to everyone", async () => {
    const { sent } = profile(true, [
      { link_id: 1, url: 'https://harbor.example.com/show', description: 'The Friday show' },
      { link_id: 2, url: 'https://podcast.example.org/ep/1', description: '' },
    ]);
    renderApp(`/dash/b/${BUSINESS_ID}`);
    const region = within(await screen.findByRole('region', { name: MEDIA_LINKS_TITLE }, slow));
    const items = within(region.getByRole('list', { name: MEDIA_LINKS_TITLE })).getAllByRole('link');
    expect(items.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['The Friday show', 'https://harbor.example.com/show'],
      ['podcast.example.org', 'https://podcast.example.org/ep/1'],
    ]);
    expect(sent('media_company_get_links')).toEqual([{ request: 'media_company_get_links', business_id: BUSINESS_ID }]);
  });

  it('shows no media links section for a business that is not a media company', async () => {
    const { sent } = profile(false, []);
    renderApp(`/dash/b/${BUSINESS_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Radio' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(sent('media_company_get_links')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: MEDIA_LINKS_TITLE })).not.toBeInTheDocument());
  });
});
