import { useEffect, useRef } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useLogout } from '../api/logout';

/**
 * /auth/logout (spec 000 §2.2, §2.11): logs out without asking — the sidebar asked already, and
 * 'role cannot be resolved' lands here — then opens the server root.
 */
export function LogoutPage() {
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Once only: StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    logout.mutate();
  }, [logout]);

  // spec 000 §2.4: 'Logging Out' shows while the visitor is on their way out.
  return <LoadingScreen label="Logging Out" />;
}
