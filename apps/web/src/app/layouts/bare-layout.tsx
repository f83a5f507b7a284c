import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';

/** Link handling and mobile hand-off pages (spec 000 §2.8–2.10): no navigation chrome. */
export function BareLayout() {
  return (
    <main>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
