import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RequestOutput } from '@stagepass/contract/registry';
import { SELF_DECLARED } from '@stagepass/domain/counts';
import { COPY_LINK, LINK_COPIED } from '@stagepass/domain/events';
import {
  BUSINESS_NOT_FOUND,
  MEMBER_NOT_FOUND,
  NO_GALLERY,
  NO_POSTS,
  NO_RATES,
  NO_RECOMMENDATIONS,
  NO_REVIEWS,
  NO_UPCOMING_BOOKINGS,
  NO_UPCOMING_EVENTS,
  SHARE_USER_TITLE,
  TALENT_NOT_FOUND,
  VISIT_WEBSITE,
} from '@stagepass/domain/profiles';
import { FLAG_AS_INAPPROPRIATE } from '@stagepass/domain/reports';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../../events/testing';
import { PROFILE_EMPTY_TEXTS } from '../profiles-texts';

const slow = { timeout: 5000 };

type Talent = RequestOutput<'specialist_query'>;
type Business = RequestOutput<'business_query'>;

function talentAnswer(
  overrides: Partial<Talent['specialist']> = {},
  bookings: Talent['upcoming_bookings'] = [],
  extras: Partial<Pick<Talent, 'bio' | 'website_path'>> = {},
) {
  return {
    specialist: {
      sp_id: 42,
      name: 'Nova Star',
      username: 'nova',
      photo: 'https://img.test/nova.png',
      traits: [
        { id: 1, name: 'Musician' },
        { id: 102, name: 'Guitarist' },
      ],
      rates: { min_rate: 15_000, min_book_now: 30_000, open_schedules: 2 },
      followers: 1500,
      network_followers: [{ network: 'Stagepass' as const, count: 1500, handle: null }],
      ...overrides,
    },
    upcoming_bookings: bookings,
    bio: null,
    gallery: [],
    website_path: null,
    ...extras,
  } satisfies Talent;
}

function businessAnswer(overrides: Partial<Business['business']> = {}, events = [makeEvent()]): Business {
  return {
    business: {
      business_id: 9,
      name: 'Bayside Venue',
      username: null,
      photo: null,
      locality: 'San Francisco',
      administrative_area: 'CA',
      sub_administrative_area: 'San Francisco County',
      country: 'US',
      traits: [],
      followers: 0,
      network_followers: [{ network: 'Stagepass', count: 0, handle: null }],
      ...overrides,
    },
    events,
    bio: null,
    gallery: [],
  };
}

/** A member with no reviews, recommendations or posts yet (each section then says so). */
const emptySections = (id: number) => ({
  get_reviews_for_id: ok({ id, rating: { average: null, count: 0 }, reviews: [] }),
  get_recs_for_id: ok({ for_id: id, count: 0, recommendations: [] }),
  get_posts: ok({ posts: [] }),
});

const signIn = (user_id = 7) => useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id }) });

describe('/dash/c/:id, the talent profile (spec 001 §2)', () => {
  it('shows a logged-out visitor the photo, name, traits, follower display, rates and upcoming bookings', async () => {
    const booking = {
      event: makeEvent({ event_name: 'Harbor Lights' }),
      // 9:30 pm to 11 pm on Dec 31 in San Francisco
      sb_start_time: '2027-01-01T05:30:00.000Z',
      sb_end_time: '2027-01-01T07:00:00.000Z',
      trait: 'Musician',
    };
    const { sent } = mockApi({
      specialist_query: ok(talentAnswer({}, [booking])),
      ...emptySections(42),
    });
    renderApp('/dash/c/nova');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow)).toBeInTheDocument();
    expect(sent('specialist_query')).toEqual([{ request: 'specialist_query', username: 'nova' }]);
    expect(screen.getByText('@nova')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nova Star' })).toBeInTheDocument();
    const traits = within(screen.getByRole('list', { name: 'Traits' })).getAllByRole('listitem');
    expect(traits.map((t) => t.textContent)).toEqual(['Musician', 'Guitarist']);
    // spec 001 §9: above 1000 as K with one decimal.
    expect(screen.getByTestId('follower-display')).toHaveTextContent('1.5K Stagepass followers');

    const rates = within(screen.getByRole('region', { name: 'Rates' }));
    expect(rates.getByText('From $150')).toBeInTheDocument();
    expect(rates.getByText('Book Now from $300')).toBeInTheDocument();

    const bookings = within(screen.getByRole('region', { name: 'Upcoming Bookings' }));
    expect(bookings.getByRole('link', { name: 'Harbor Lights' })).toHaveAttribute('href', '/dash/event/41');
    expect(bookings.getByText(/^Musician · Dec 31, 9:30 pm P[SD]T – 11:00 pm P[SD]T$/)).toBeInTheDocument();

    for (const [section, empty] of [
      ['Reviews', NO_REVIEWS],
      ['Recommendations', NO_RECOMMENDATIONS],
      ['Posts', NO_POSTS],
      ['Gallery', NO_GALLERY],
    ] as const)
      expect(await within(screen.getByRole('region', { name: section })).findByText(empty)).toBeInTheDocument();
    // Logged out: no Follow (spec 001 §6), but the link may be shared.
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows the bio as text and links to the published creator website; none of either when absent', async () => {
    const bio = 'Jazz from Oakland.\n<img src=x onerror="alert(1)">';
    mockApi({ specialist_query: ok(talentAnswer({}, [], { bio, website_path: '/c/nova' })), ...emptySections(42) });
    const first = renderApp('/dash/c/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    // Rendered as text (spec: text is stored and rendered as text), line breaks kept.
    expect(screen.getByTestId('profile-bio').textContent).toBe(bio);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: VISIT_WEBSITE })).toHaveAttribute('href', '/c/nova');
    first.unmount();

    mockApi({ specialist_query: ok(talentAnswer()), ...emptySections(42) });
    renderApp('/dash/c/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    expect(screen.queryByTestId('profile-bio')).toBeNull();
    expect(screen.queryByRole('link', { name: VISIT_WEBSITE })).toBeNull();
  });

  it('asks by the sp_id the route state carries, else by the id in the path', async () => {
    const { sent } = mockApi({ specialist_query: ok(talentAnswer()) });
    const first = renderApp('/dash/c/nova', { sp_id: 42 });
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    expect(sent('specialist_query')).toEqual([{ request: 'specialist_query', sp_id: 42 }]);
    first.unmount();

    renderApp('/dash/c/42');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    expect(sent('specialist_query')[1]).toEqual({ request: 'specialist_query', sp_id: 42 });
  });

  it('shows nothing for zero followers, says when there are no rates or bookings, and Follow updates the count', async () => {
    signIn(7);
    let followers = 0;
    const following: number[] = [];
    const { sent } = mockApi({
      specialist_query: () =>
        ok(
          talentAnswer({
            rates: { min_rate: null, min_book_now: null, open_schedules: 0 },
            followers,
            network_followers: [{ network: 'Stagepass', count: followers, handle: null }],
          }),
        ),
      user_query_following: () =>
        ok({
          following: following.map((id) => ({
            id,
            name: 'Nova Star',
            photo: null,
            username: 'nova',
            followed_type: 'SPECIALIST',
            since: '2026-11-20T10:00:00.000Z',
          })),
          counts: { specialists: following.length, businesses: 0, total: following.length, followers: 0 },
        }),
      follow_celebrity: (body) => {
        following.push(body.followed_id as number);
        followers = 1;
        return ok({ followed_id: body.followed_id, following: true, followers: 1 });
      },
    });
    const user = userEvent.setup();
    renderApp('/dash/c/42');

    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    expect(screen.queryByTestId('follower-display')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Rates' })).getByText(NO_RATES)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming Bookings' })).getByText(NO_UPCOMING_BOOKINGS),
    ).toBeInTheDocument();

    const follow = await screen.findByRole('button', { name: 'Follow Nova Star' });
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);
    expect(await screen.findByTestId('follower-display')).toHaveTextContent('1 Stagepass follower');
    expect(sent('follow_celebrity')[0]).toMatchObject({
      followed_id: 42,
      req_type: 'follow',
      followed_type: 'SPECIALIST',
    });
  });

  it('its own empty profile sends the talent to their schedules from Rates, and asks for a recommendation', async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ user_id: 42, is_specialist: true, is_user: false, name: 'Nova Star' }),
    });
    mockApi({
      specialist_query: ok(talentAnswer({ rates: { min_rate: null, min_book_now: null, open_schedules: 0 } })),
      ...emptySections(42),
    });
    renderApp('/dash/c/42');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);

    const rates = within(screen.getByRole('region', { name: 'Rates' }));
    expect(rates.getByText(PROFILE_EMPTY_TEXTS.ratesHint)).toBeInTheDocument();
    expect(rates.getByRole('link', { name: PROFILE_EMPTY_TEXTS.manageSchedules })).toHaveAttribute(
      'href',
      '/dash/scheduling',
    );
    // One link to the schedules on the page, not one per empty section.
    expect(screen.getAllByRole('link', { name: PROFILE_EMPTY_TEXTS.manageSchedules })).toHaveLength(1);
    const recs = within(screen.getByRole('region', { name: 'Recommendations' }));
    expect(await recs.findByText(NO_RECOMMENDATIONS)).toBeInTheDocument();
    expect(recs.getByRole('button', { name: 'Request a recommendation' })).toBeInTheDocument();
  });

  it('shares the talent link with Copy Link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockApi({ specialist_query: ok(talentAnswer()) });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/dash/c/42');
    await user.click(await screen.findByRole('button', { name: 'Share' }, slow));
    const dialog = within(screen.getByRole('dialog', { name: 'Share Talent' }));
    const url = `${window.location.origin}/dash/c/nova`;
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await user.click(dialog.getByRole('button', { name: COPY_LINK }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  });

  it('shows the declared network with the most followers, its handle, and that the count is self-declared', async () => {
    mockApi({
      specialist_query: ok(
        talentAnswer({
          followers: 12,
          network_followers: [
            { network: 'Facebook', count: 900, handle: null },
            { network: 'Instagram', count: 15_300, handle: 'nova.sings' },
            { network: 'Youtube', count: 2_345_678, handle: 'novachannel' },
            { network: 'Stagepass', count: 12, handle: null },
          ],
        }),
      ),
      ...emptySections(42),
    });
    const first = renderApp('/dash/c/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    // spec 001 §9: the highest count, as M.
    expect(screen.getByTestId('follower-display')).toHaveTextContent(
      `2.3M Youtube followers · @novachannel, ${SELF_DECLARED}`,
    );
    first.unmount();

    // Declared but all zero, and no Stagepass followers: nothing is shown.
    mockApi({
      specialist_query: ok(
        talentAnswer({
          followers: 0,
          network_followers: [
            { network: 'Instagram', count: 0, handle: 'nova.sings' },
            { network: 'Stagepass', count: 0, handle: null },
          ],
        }),
      ),
      ...emptySections(42),
    });
    renderApp('/dash/c/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    expect(screen.queryByTestId('follower-display')).toBeNull();
  });

  it('shows Flag as Inappropriate on the profile to logged-in members only, never to its owner', async () => {
    mockApi({ specialist_query: ok(talentAnswer()), ...emptySections(42) });
    const loggedOut = renderApp('/dash/c/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    expect(screen.queryByRole('button', { name: FLAG_AS_INAPPROPRIATE })).toBeNull();
    loggedOut.unmount();

    signIn(7);
    mockApi({
      specialist_query: ok(talentAnswer()),
      ...emptySections(42),
      user_query_following: ok({ following: [], counts: { specialists: 0, businesses: 0, total: 0, followers: 0 } }),
      get_report_codes: ok({ codes: [{ code: 'SPAM', label: 'Spam' }] }),
    });
    const user = userEvent.setup();
    const member = renderApp('/dash/c/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    await user.click(screen.getByRole('button', { name: FLAG_AS_INAPPROPRIATE }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    member.unmount();

    // The talent's own profile: nobody reports themselves.
    signIn(42);
    renderApp('/dash/c/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow);
    expect(screen.queryByRole('button', { name: FLAG_AS_INAPPROPRIATE })).toBeNull();
  });

  it('says so when there is no such talent', async () => {
    mockApi({ specialist_query: fail(404, TALENT_NOT_FOUND, 'username') });
    renderApp('/dash/c/ghost');
    expect(await screen.findByText(TALENT_NOT_FOUND, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeInTheDocument();
  });

  it('/c/{username} outside /dash leads to the talent profile, not home', async () => {
    mockApi({
      get_member_id: ok({ member_id: 42 }),
      specialist_query: ok(talentAnswer()),
    });
    const { router } = renderApp('/c/nova');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dash/c/nova');
  });
});

describe('/dash/b/:id, the business profile (spec 001 §2)', () => {
  it('shows the business, its area and upcoming events, Follow for a member and the share link', async () => {
    signIn(7);
    const { sent } = mockApi({
      business_query: ok(
        businessAnswer({ followers: 2, network_followers: [{ network: 'Stagepass', count: 2, handle: null }] }, [
          makeEvent({ event_id: 41, event_name: 'Jazz Night' }),
          makeEvent({ event_id: 43, event_name: 'Salsa Sunday' }),
        ]),
      ),
      user_query_following: ok({
        following: [],
        counts: { specialists: 0, businesses: 0, total: 0, followers: 0 },
      }),
      get_watched_items: ok({ items: [], events: [] }),
      ...emptySections(9),
    });
    const user = userEvent.setup();
    renderApp('/dash/b/9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bayside Venue' }, slow)).toBeInTheDocument();
    expect(sent('business_query')).toEqual([{ request: 'business_query', business_id: 9 }]);
    expect(screen.getByText('San Francisco, CA, US')).toBeInTheDocument();
    expect(screen.getByTestId('follower-display')).toHaveTextContent('2 Stagepass followers');
    const events = within(screen.getByRole('region', { name: 'Upcoming Events' }));
    expect(events.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Jazz Night',
      'Salsa Sunday',
    ]);
    expect(await screen.findByRole('button', { name: 'Follow Bayside Venue' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Reviews' })).findByText(NO_REVIEWS)).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Posts' })).findByText(NO_POSTS)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Share Business' }));
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(`${window.location.origin}/dash/b/9`);
    expect(dialog.getByRole('button', { name: COPY_LINK })).toBeInTheDocument();
  });

  it('asks by the business_id the route state carries; no events and zero followers say so or show nothing', async () => {
    const { sent } = mockApi({ business_query: ok(businessAnswer({}, [])) });
    renderApp('/dash/b/9', { business_id: 12 });
    await screen.findByRole('heading', { level: 1, name: 'Bayside Venue' }, slow);
    expect(sent('business_query')).toEqual([{ request: 'business_query', business_id: 12 }]);
    expect(
      within(screen.getByRole('region', { name: 'Upcoming Events' })).getByText(NO_UPCOMING_EVENTS),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('follower-display')).not.toBeInTheDocument();
  });

  it('its own empty profile tells the business how each section fills and offers Create Event and Create Post', async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' }),
    });
    mockApi({ business_query: ok(businessAnswer({}, [])), ...emptySections(9) });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/b/9');
    await screen.findByRole('heading', { level: 1, name: 'Bayside Venue' }, slow);

    const events = within(screen.getByRole('region', { name: 'Upcoming Events' }));
    expect(events.getByText(NO_UPCOMING_EVENTS)).toBeInTheDocument();
    expect(events.getByText(PROFILE_EMPTY_TEXTS.eventsHint)).toBeInTheDocument();
    const posts = within(screen.getByRole('region', { name: 'Posts' }));
    expect(await posts.findByText(NO_POSTS)).toBeInTheDocument();
    expect(posts.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    const create = events.getByRole('link', { name: 'Create Event' });
    expect(create).toHaveAttribute('href', '/dash/createEvent');
    await user.click(create);
    expect(router.state.location.pathname).toBe('/dash/createEvent');
  });

  it("another member on the business's empty profile reads only that it is empty", async () => {
    signIn(7);
    mockApi({ business_query: ok(businessAnswer({}, [])), ...emptySections(9) });
    renderApp('/dash/b/9');
    await screen.findByRole('heading', { level: 1, name: 'Bayside Venue' }, slow);
    const posts = within(screen.getByRole('region', { name: 'Posts' }));
    expect(await posts.findByText(NO_POSTS)).toBeInTheDocument();
    expect(screen.getByText(NO_UPCOMING_EVENTS)).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_EMPTY_TEXTS.eventsHint)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).not.toBeInTheDocument();
  });

  it('says so for an unknown business, and for a path that is not an id without asking', async () => {
    const { sent } = mockApi({ business_query: fail(404, BUSINESS_NOT_FOUND, 'business_id') });
    const first = renderApp('/dash/b/9');
    expect(await screen.findByText(BUSINESS_NOT_FOUND, {}, slow)).toBeInTheDocument();
    first.unmount();
    renderApp('/dash/b/not-an-id');
    expect(await screen.findByText(BUSINESS_NOT_FOUND, {}, slow)).toBeInTheDocument();
    expect(sent('business_query')).toHaveLength(1);
  });
});

type SharedUser = RequestOutput<'user_query'>['user'];
const sharedUser = (overrides: Partial<SharedUser> = {}): SharedUser => ({
  user_id: 42,
  name: 'Nova Star',
  username: 'nova',
  photo: null,
  is_business: false,
  is_specialist: true,
  is_agency: false,
  is_user: false,
  profile_path: '/dash/c/nova',
  followers: 3,
  network_followers: [{ network: 'Stagepass', count: 3, handle: null }],
  ...overrides,
});

describe('/dash/shared-user-profile/:userId (spec 001 §2)', () => {
  it("shows the member's card and leads to their talent profile", async () => {
    mockApi({ user_query: ok({ user: sharedUser() }) });
    renderApp('/dash/shared-user-profile/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Star' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/dash/c/nova');
    expect(screen.getByTestId('follower-display')).toHaveTextContent('3 Stagepass followers');
  });

  it('Share opens the share modal with the shared member link and Copy Link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockApi({ user_query: ok({ user: sharedUser() }) });
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard of its own in place.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/dash/shared-user-profile/42');
    await user.click(await screen.findByRole('button', { name: 'Share' }, slow));
    const dialog = within(screen.getByRole('dialog', { name: SHARE_USER_TITLE }));
    const url = `${window.location.origin}/dash/shared-user-profile/42`;
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await user.click(dialog.getByRole('button', { name: COPY_LINK }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  });

  it('says so for a member who is gone', async () => {
    mockApi({ user_query: fail(404, MEMBER_NOT_FOUND, 'user_id') });
    renderApp('/dash/shared-user-profile/42');
    expect(await screen.findByText(MEMBER_NOT_FOUND, {}, slow)).toBeInTheDocument();
  });
});
