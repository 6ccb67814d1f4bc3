import { Navigate, Route, Routes } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { lazy, type ReactNode, Suspense } from 'react';
import { AppLayout } from '../layout/app-layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { RemoteScreen } from '../remotes/remote-screen.tsx';
import { RedirectIfSignedIn } from './redirect-if-signed-in.tsx';
import { RequireAuth } from './require-auth.tsx';

// Screens of the shell itself are split out: each visitor downloads only the one they open.
const LoginPage = lazy(() => import('../login/login-page.tsx'));
const BoardPage = lazy(() => import('../board/board-page.tsx'));
const ConfirmEmailPage = lazy(() => import('../confirm-email/confirm-email-page.tsx'));
const SetPasswordPage = lazy(() => import('../set-password/set-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../reset-password/reset-password-page.tsx'));

const page = (node: ReactNode) => <Suspense fallback={<LoadingState />}>{node}</Suspense>;

/**
 * Every route of the shell. Declarative routes inside a `BrowserRouter` (app.tsx):
 * the screens use no loaders or actions, and the data router would add about
 * 10 KB gzipped to every page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      <Route path="/login" element={<RedirectIfSignedIn>{page(<LoginPage />)}</RedirectIfSignedIn>} />
      {/* An admin's one-time link for a user they created: open to whoever holds it. */}
      <Route path="/set-password" element={page(<SetPasswordPage />)} />
      {/* "Forgot password?" and the mailed reset link: open to anyone, signed in or not. */}
      <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
      <Route element={<AppLayout />}>
        {/* The public dashboard needs no user. */}
        <Route path="/dashboard" element={<RemoteScreen name="mf-dashboard" props={{}} />} />
        <Route element={<RequireAuth />}>
          <Route path="/app" element={page(<BoardPage />)} />
          {/* A task's own view, over the same list (mf-tasks reads the id from the address). */}
          <Route path="/app/tasks/:taskId" element={page(<BoardPage />)} />
          <Route path="/urgent" element={<RemoteScreen name="mf-tasks" props={{ view: 'urgent' }} />} />
          {/* Tasks by due date (issue 20); the list's filters come along in the query string. */}
          <Route
            path="/app/calendar"
            element={<RemoteScreen name="mf-tasks" props={{ view: 'calendar' }} />}
          />
          <Route path="/meeting" element={<RemoteScreen name="mf-meeting" props={{}} />} />
          <Route path="/analytics" element={<RemoteScreen name="mf-analytics" props={{}} />} />
          {/* A notification address's confirmation link (mailed; signed in as the member who asked). */}
          <Route path="/confirm-email" element={page(<ConfirmEmailPage />)} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
