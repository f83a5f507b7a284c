import { stubScreenWidth } from '../../test/screen-width';

/**
 * A phone (390 px) for a component test: the theme's sm breakpoint query matches, so useCardLayout() is true.
 * Undone by vi.restoreAllMocks after each test.
 */
export function mockPhoneScreen() {
  stubScreenWidth(390);
}
