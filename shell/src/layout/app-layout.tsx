import { LoadingState } from '@tm/ui/spinner';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '../header/app-header.tsx';

export function AppLayout() {
  return (
    <div className="shell">
      <AppHeader />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
