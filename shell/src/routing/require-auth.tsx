import { useSession } from '@tm/api-client/session';
import { Navigate, Outlet, useLocation } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { lazy, Suspense } from 'react';

// Downloaded only by a member whose password is a temporary one.
const PasswordChangeRequired = lazy(() => import('./password-change-required.tsx'));

/**
 * Sends a signed-out visitor to /login?next=<here>; the login page brings them back.
 * A member signed in with a temporary password chooses their own first.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingState />;
  if (status === 'signedOut') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (user?.mustChangePassword) {
    return (
      <Suspense fallback={<LoadingState />}>
        <PasswordChangeRequired />
      </Suspense>
    );
  }
  return <Outlet />;
}
