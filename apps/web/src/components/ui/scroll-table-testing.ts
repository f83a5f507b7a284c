import { vi } from 'vitest';

/**
 * A phone for a component test: every max-width media query matches (the theme's sm breakpoint among them), so
 * useCardLayout() is true. Undone by vi.restoreAllMocks after each test.
 */
export function mockPhoneScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
