import { createBrowserRouter, Navigate } from 'react-router';
import { BoardPage } from '../board/board-page.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { LoginPage } from '../login/login-page.tsx';
import { RemoteScreen } from '../remotes/remote-screen.tsx';
import { RedirectIfSignedIn } from './redirect-if-signed-in.tsx';
import { RequireAuth } from './require-auth.tsx';

export const router = createBrowserRouter([
  { index: true, element: <Navigate to="/dashboard" replace /> },
  {
    path: '/login',
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      // The public dashboard needs no user.
      { path: '/dashboard', element: <RemoteScreen name="mf-dashboard" props={{}} /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/app', element: <BoardPage /> },
          { path: '/urgent', element: <RemoteScreen name="mf-tasks" props={{ view: 'urgent' }} /> },
          { path: '/meeting', element: <RemoteScreen name="mf-meeting" props={{}} /> },
          { path: '/analytics', element: <RemoteScreen name="mf-analytics" props={{}} /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
