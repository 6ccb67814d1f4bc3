import { useSession } from '@tm/api-client/session';
import { Navigate, useSearchParams } from '@tm/ui/router';
import type { ReactNode } from 'react';
import { safeNext } from './safe-next.ts';

/** /login with a user already signed in goes to `next` (or /app). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status === 'signedIn') return <Navigate to={safeNext(params.get('next'))} replace />;
  return children;
}
