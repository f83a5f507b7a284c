import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOLLOWED_NEWS_TITLE, NO_FOLLOWED_NEWS } from '@stagepass/domain/notifications';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../events/testing';
import { NOTIFICATIONS_EMPTY_TEXTS } from '../notifications-texts';
import { FollowedNews } from './followed-news';

describe("FollowedNews ('From people you follow', get_notifications_for_followed)", () => {
  it('lists what followed talent are doing, each linking to its event', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent } = mockApi({
      get_notifications_for_followed: () =>
        ok({
          notifications: [
            {
              notification_id: 3,
              event_id: 12,
              business_id: 9,
              bid_id: null,
              sch_id: null,
              sch_req_id: null,
              title: 'Nova is playing Harbor Lights',
              message: 'Get your tickets.',
              image_url: null,
              modified: new Date().toISOString(),
              state: 'unread',
              type: 'FOLLOWED',
              link: '/dash/event/12',
            },
          ],
          next_before: null,
        }),
    });
    renderWithProviders(<FollowedNews />);
    const section = within(screen.getByRole('region', { name: FOLLOWED_NEWS_TITLE }));
    expect(await section.findByRole('link', { name: 'Nova is playing Harbor Lights' })).toHaveAttribute(
      'href',
      '/dash/event/12',
    );
    expect(section.getByText('just now')).toBeInTheDocument();
    expect(sent('get_notifications_for_followed')).toEqual([{ request: 'get_notifications_for_followed', limit: 5 }]);
  });

  it('says how to fill it when empty, and is not shown to logged-out visitors', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({ get_notifications_for_followed: () => ok({ notifications: [], next_before: null }) });
    const { unmount } = renderWithProviders(<FollowedNews />);
    expect(await screen.findByText(NO_FOLLOWED_NEWS)).toBeInTheDocument();
    // Someone to follow: the featured talent page, which a fan may open.
    expect(screen.getByRole('link', { name: NOTIFICATIONS_EMPTY_TEXTS.findTalent })).toHaveAttribute(
      'href',
      '/dash/featuring',
    );
    unmount();
    useSessionStore.getState().clearStore();
    const { calls } = mockApi({});
    renderWithProviders(<FollowedNews />);
    expect(screen.queryByText(FOLLOWED_NEWS_TITLE)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
