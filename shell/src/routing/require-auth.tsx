import { useSession } from '@tm/api-client/session';
import { Navigate, Outlet, useLocation } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';

/** Sends a signed-out visitor to /login?next=<here>; the login page brings them back. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingState />;
  if (status === 'signedOut') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
