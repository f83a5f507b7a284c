import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';

// Only members see an avatar on the public pages (top bar, landing hero), and only once the stored
// session is read after hydration: the component loads then, off a visitor's first load.
const UserAvatar = lazy(() => import('./user-avatar').then((m) => ({ default: m.UserAvatar })));

export function LazyUserAvatar(props: ComponentProps<typeof UserAvatar>) {
  return (
    <Suspense fallback={null}>
      <UserAvatar {...props} />
    </Suspense>
  );
}
