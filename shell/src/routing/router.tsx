import { LoadingState } from '@tm/ui/spinner';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../layout/app-layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { RemoteScreen } from '../remotes/remote-screen.tsx';
import { RedirectIfSignedIn } from './redirect-if-signed-in.tsx';
import { RequireAuth } from './require-auth.tsx';

// Screens of the shell itself are split out: each visitor downloads only the one they open.
const LoginPage = lazy(() => import('../login/login-page.tsx'));
const BoardPage = lazy(() => import('../board/board-page.tsx'));

const page = (node: ReactNode) => <Suspense fallback={<LoadingState />}>{node}</Suspense>;

export const router = createBrowserRouter([
  { index: true, element: <Navigate to="/dashboard" replace /> },
  {
    path: '/login',
    element: <RedirectIfSignedIn>{page(<LoginPage />)}</RedirectIfSignedIn>,
  },
  {
    element: <AppLayout />,
    children: [
      // The public dashboard needs no user.
      { path: '/dashboard', element: <RemoteScreen name="mf-dashboard" props={{}} /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/app', element: page(<BoardPage />) },
          { path: '/urgent', element: <RemoteScreen name="mf-tasks" props={{ view: 'urgent' }} /> },
          { path: '/meeting', element: <RemoteScreen name="mf-meeting" props={{}} /> },
          { path: '/analytics', element: <RemoteScreen name="mf-analytics" props={{}} /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
