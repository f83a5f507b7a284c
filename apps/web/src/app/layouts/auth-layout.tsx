import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LOGGING_OUT } from '@stagepass/domain/site';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { Footer } from '../../features/site/components/footer';
import { TopBar } from '../../features/site/components/top-bar';
import { useJustLoggedOut } from '../../features/site/hooks/use-logging-out';
import { ScrollToTop } from '../scroll-to-top';

/** spec 000 §2.2: the landing and /auth pages: top bar, page, footer. */
export function AuthLayout() {
  // spec 000 §2.4: after logout, 'Logging Out' already shows while the landing page loads.
  const justLoggedOut = useJustLoggedOut();
  return (
    <>
      <ScrollToTop />
      <TopBar />
      <main>
        <Suspense fallback={<LoadingScreen label={justLoggedOut ? LOGGING_OUT : undefined} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
