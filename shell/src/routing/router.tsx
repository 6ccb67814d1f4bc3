import { Navigate, Route, Routes } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { Suspense } from 'react';
import { AppLayout } from '../layout/app-layout.tsx';
import { NotFoundPage } from '../layout/not-found-page.tsx';
import { RedirectIfSignedIn } from './redirect-if-signed-in.tsx';
import { RequireAuth } from './require-auth.tsx';
import { HOME_PATH, SCREENS, type Screen } from './screens.tsx';

const routesOf = (screens: readonly Screen[]) =>
  screens.flatMap((screen) =>
    screen.paths.map((path) => {
      const shown = screen.lazy ? (
        <Suspense fallback={<LoadingState />}>{screen.element()}</Suspense>
      ) : (
        screen.element()
      );
      const element = screen.access === 'visitors' ? <RedirectIfSignedIn>{shown}</RedirectIfSignedIn> : shown;
      return <Route key={path} path={path} element={element} />;
    }),
  );

/** The members' screens behind the session check, the others open. */
const routes = (screens: readonly Screen[]) => (
  <>
    {routesOf(screens.filter((s) => s.access !== 'members'))}
    <Route element={<RequireAuth />}>{routesOf(screens.filter((s) => s.access === 'members'))}</Route>
  </>
);

/**
 * Every route of the shell, from the table of screens (screens.tsx). Declarative
 * routes inside a `BrowserRouter` (app.tsx): the screens use no loaders or actions,
 * and the data router would add about 10 KB gzipped to every page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={HOME_PATH} replace />} />
      {routes(SCREENS.filter((s) => s.frame === 'bare'))}
      <Route element={<AppLayout />}>
        {routes(SCREENS.filter((s) => s.frame === 'app'))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
