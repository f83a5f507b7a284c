import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { Footer } from '../../features/site/components/footer';
import { TopBar } from '../../features/site/components/top-bar';
import { ScrollToTop } from '../scroll-to-top';

/** spec 000 §2.2: the landing and /auth pages: top bar, page, footer. */
export function AuthLayout() {
  return (
    <>
      <ScrollToTop />
      <TopBar />
      <main>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
