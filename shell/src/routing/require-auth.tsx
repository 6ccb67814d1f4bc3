import { useSession } from '@tm/api-client/session';
import { Navigate, Outlet, useLocation } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { lazy, Suspense } from 'react';

// Downloaded only by a member whose password is a temporary one.
const PasswordChangeRequired = lazy(() => import('./password-change-required.tsx'));
// Downloaded only by a session held until a second factor an admin requires is set up.
const TwoFactorEnrollmentRequired = lazy(() => import('./two-factor-enrollment-required.tsx'));

/**
 * Sends a signed-out visitor to /login?next=<here>; the login page brings them back.
 * A session an admin's rule holds sets up a second factor first, and a member
 * signed in with a temporary password chooses their own: the server refuses
 * everything else to both.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingState />;
  if (status === 'signedOut') {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (user?.twoFactorEnrollmentRequired) {
    return (
      <Suspense fallback={<LoadingState />}>
        <TwoFactorEnrollmentRequired />
      </Suspense>
    );
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
