import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../store/session-store';
import { makeUser } from '../test/fixtures';
import { useCanOpen } from './use-can-open';

const canOpen = (to: string) => renderHook(() => useCanOpen()).result.current(to);

describe('useCanOpen: an empty state offers only screens the viewer may open (route-table.ts "Who")', () => {
  it('a logged-out visitor may open the fan dashboard, not Create Event or the posts page', () => {
    expect(canOpen('/dash/user-dashboard')).toBe(true);
    expect(canOpen('/dash/createEvent')).toBe(false);
    expect(canOpen('/dash/posts')).toBe(false);
  });

  it('a business may open Create Event; a fan and a talent may not', () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_business: true, is_user: false }) });
    expect(canOpen('/dash/createEvent')).toBe(true);
    expect(canOpen('/dash/scheduling')).toBe(false);

    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    expect(canOpen('/dash/createEvent')).toBe(false);
    expect(canOpen('/dash/featuring')).toBe(true);

    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_specialist: true, is_user: false }) });
    expect(canOpen('/dash/createEvent')).toBe(false);
    expect(canOpen('/dash/scheduling')).toBe(true);
    // The marketplace is for businesses, fans and visitors (spec 001 §2).
    expect(canOpen('/dash/marketplace')).toBe(false);
  });

  it('reads the path of a link with a query string, and refuses a path with no screen', () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_business: true, is_user: false }) });
    expect(canOpen('/dash/updateEvent?eventId=4')).toBe(true);
    expect(canOpen('/public/anything')).toBe(false);
  });
});
