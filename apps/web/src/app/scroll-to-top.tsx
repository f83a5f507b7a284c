import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** spec 000 §2.2: the auth layout scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
