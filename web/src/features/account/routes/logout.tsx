import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { useSessionMutations } from '../api/session-mutations.ts';
import { ACCOUNT_COPY } from '../messages.ts';

/** `/logout`: ends the session, then the login page (spec: logout, then /login). */
export function LogoutRoute() {
  const { logout } = useSessionMutations();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once, even when StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(paths.login, { replace: true }));
  }, [logout, navigate]);

  return <Spinner label={ACCOUNT_COPY.loggingOut} />;
}
