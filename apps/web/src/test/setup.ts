import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useSessionStore } from '../store/session-store';

// Mantine reads media queries and observes element sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    // As in browsers, an empty query matches every screen.
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom does not play media; the landing hero's video calls play() and pause().
HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
HTMLMediaElement.prototype.pause = vi.fn();

// jsdom has no font loading; Mantine's autosize Textarea listens for fonts to finish loading.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
  });

// jsdom does not implement scrolling; the auth layout scrolls to the top on route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  // Mantine's toast store is a module singleton too; leftovers would fill the visible limit.
  notifications.clean();
  notifications.cleanQueue();
  // The store is a module singleton: reset it so one test's login does not leak into the next.
  useSessionStore.getState().clearStore();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The toast area loads its code when the first toast is asked for (components/ui/toast-area.tsx); in a browser the
// visitor's press has begun loading it already. Loaded here once, so a test's first toast shows as quickly.
beforeAll(async () => {
  await import('../components/ui/toast-container');
});
