import { myProjectsQuery } from '@tm/api-client/projects';
import { getQueryClient } from '@tm/api-client/query-client';
import { taskListQuery } from '@tm/api-client/task-list-query';
import { getTrpcOptions } from '@tm/api-client/trpc';
import type { RemoteName } from '@tm/domain/remotes/remote-props';
import type { ParseKeys } from 'i18next';
import {
  AlertTriangle,
  BarChart3,
  CalendarDays,
  FolderKanban,
  LayoutDashboard,
  ListTodo,
  type LucideIcon,
  Presentation,
} from 'lucide-react';
import { lazy, type ReactNode } from 'react';
import { RemoteScreen } from '../remotes/remote-screen.tsx';

// Screens of the shell itself are split out: each visitor downloads only the one they open.
const LoginPage = lazy(() => import('../login/login-page.tsx'));
const BoardPage = lazy(() => import('../board/board-page.tsx'));
const ConfirmEmailPage = lazy(() => import('../confirm-email/confirm-email-page.tsx'));
const SetPasswordPage = lazy(() => import('../set-password/set-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../reset-password/reset-password-page.tsx'));
const ProjectsPage = lazy(() => import('../projects/projects-page.tsx'));
const ProjectSettingsPage = lazy(() => import('../projects/project-settings-page.tsx'));
const ProjectMembersPage = lazy(() => import('../projects/project-members-page.tsx'));

/**
 * Who may open a screen: `anyone`; `members` (a signed-out visitor goes to
 * /login?next=…, a held session sets up its second factor or password first);
 * `visitors` (someone signed in goes on to `next`).
 */
type Access = 'anyone' | 'members' | 'visitors';

/** Who sees a screen's entry in the header's navigation. */
type Audience = 'everyone' | 'members' | 'admins';

export interface Screen {
  /** The addresses it answers (react-router patterns); the first is the one linked to. */
  paths: readonly [string, ...string[]];
  access: Access;
  /** `bare` is a page of its own (the sign-in forms); `app` is inside the header and banners. */
  frame: 'app' | 'bare';
  /** Called while rendering, never at load: a shell module's top level runs before its shared imports are ready. */
  element: () => ReactNode;
  /** `lazy` elements wait for their code in a Suspense with a spinner. */
  lazy?: boolean;
  /** The remote it shows, which the page starts loading before it renders when it opens here. */
  remote?: RemoteName;
  /** Fetches the query the screen shows first, with the same options as the screen's own `useQuery`. */
  firstQuery?: () => Promise<void>;
  /** May be a wall screen (`?kiosk=1`): shown alone, with no chrome to click. */
  kiosk?: boolean;
  /** Shows the chosen project's tasks (issue 31): the header's switcher keeps it in the address (`?project=KEY`). */
  scoped?: boolean;
  nav?: { label: ParseKeys<'shell'>; icon: LucideIcon; audience: Audience };
}

const publicTasks = () => getQueryClient().prefetchQuery(getTrpcOptions().tasks.publicList.queryOptions());
const myProjects = () => getQueryClient().prefetchQuery(myProjectsQuery());
// The screens that follow the project scope wait for the member's projects before they filter: read both at once.
const allTasks = () =>
  Promise.all([getQueryClient().prefetchQuery(taskListQuery()), myProjects()]).then(() => {});

/**
 * Every screen of the shell, in the order of the header's navigation. It feeds the
 * routes (router.tsx), what loads ahead (preload-remote.ts), the header's links
 * (main-nav.tsx) and the wall screens (app-layout.tsx). `/` goes to the dashboard;
 * any other address is the not-found page.
 */
export const SCREENS: readonly Screen[] = [
  {
    paths: ['/dashboard'],
    access: 'anyone',
    frame: 'app',
    element: () => <RemoteScreen name="mf-dashboard" props={{}} />,
    remote: 'mf-dashboard',
    firstQuery: publicTasks,
    kiosk: true,
    nav: { label: 'nav.dashboard', icon: LayoutDashboard, audience: 'everyone' },
  },
  {
    // A project's own wall screen (issue 31): mf-dashboard reads the key from the address.
    // No first query: its list depends on the key, which the table does not see.
    paths: ['/dashboard/:projectKey'],
    access: 'anyone',
    frame: 'app',
    element: () => <RemoteScreen name="mf-dashboard" props={{}} />,
    remote: 'mf-dashboard',
    kiosk: true,
  },
  {
    // A task's own view opens over the same list (mf-tasks reads the id from the address).
    paths: ['/app', '/app/tasks/:taskId'],
    access: 'members',
    frame: 'app',
    element: () => <BoardPage />,
    lazy: true,
    remote: 'mf-tasks',
    firstQuery: allTasks,
    scoped: true,
    nav: { label: 'nav.app', icon: ListTodo, audience: 'members' },
  },
  {
    paths: ['/urgent'],
    access: 'members',
    frame: 'app',
    element: () => <RemoteScreen name="mf-tasks" props={{ view: 'urgent' }} />,
    remote: 'mf-tasks',
    firstQuery: myProjects,
    scoped: true,
    nav: { label: 'nav.urgent', icon: AlertTriangle, audience: 'members' },
  },
  {
    // Tasks by due date; the list's filters come along in the query string.
    paths: ['/app/calendar'],
    access: 'members',
    frame: 'app',
    element: () => <RemoteScreen name="mf-tasks" props={{ view: 'calendar' }} />,
    remote: 'mf-tasks',
    firstQuery: allTasks,
    scoped: true,
    nav: { label: 'nav.calendar', icon: CalendarDays, audience: 'members' },
  },
  {
    paths: ['/meeting'],
    access: 'members',
    frame: 'app',
    element: () => <RemoteScreen name="mf-meeting" props={{}} />,
    remote: 'mf-meeting',
    firstQuery: myProjects,
    scoped: true,
    kiosk: true,
    nav: { label: 'nav.meeting', icon: Presentation, audience: 'members' },
  },
  {
    paths: ['/analytics'],
    access: 'members',
    frame: 'app',
    element: () => <RemoteScreen name="mf-analytics" props={{}} />,
    remote: 'mf-analytics',
    firstQuery: myProjects,
    scoped: true,
    nav: { label: 'nav.analytics', icon: BarChart3, audience: 'members' },
  },
  {
    // The member's projects (issue 31); each project's settings and members below it.
    paths: ['/app/projects'],
    access: 'members',
    frame: 'app',
    element: () => <ProjectsPage />,
    lazy: true,
    firstQuery: myProjects,
    nav: { label: 'nav.projects', icon: FolderKanban, audience: 'members' },
  },
  {
    paths: ['/app/projects/:key/settings'],
    access: 'members',
    frame: 'app',
    element: () => <ProjectSettingsPage />,
    lazy: true,
    firstQuery: myProjects,
  },
  {
    paths: ['/app/projects/:key/members'],
    access: 'members',
    frame: 'app',
    element: () => <ProjectMembersPage />,
    lazy: true,
    firstQuery: myProjects,
  },
  {
    // A notification address's confirmation link (mailed; signed in as the member who asked).
    paths: ['/confirm-email'],
    access: 'members',
    frame: 'app',
    element: () => <ConfirmEmailPage />,
    lazy: true,
  },
  {
    paths: ['/login'],
    access: 'visitors',
    frame: 'bare',
    element: () => <LoginPage />,
    lazy: true,
  },
  {
    // An admin's one-time link for a user they created: open to whoever holds it.
    paths: ['/set-password'],
    access: 'anyone',
    frame: 'bare',
    element: () => <SetPasswordPage />,
    lazy: true,
  },
  {
    // "Forgot password?" and the mailed reset link: open to anyone, signed in or not.
    paths: ['/reset-password'],
    access: 'anyone',
    frame: 'bare',
    element: () => <ResetPasswordPage />,
    lazy: true,
  },
];

/** Where `/` goes. */
export const HOME_PATH = '/dashboard';

/** Whether a route pattern (`/app/tasks/:taskId`) answers a path; a `:name` stands for one segment. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The screen an address shows (a trailing slash ignored; `/` the home screen's), if any. */
export function screenAt(pathname: string, screens: readonly Screen[] = SCREENS): Screen | undefined {
  const trimmed = pathname.replace(/(.)\/+$/, '$1');
  const path = trimmed === '/' ? HOME_PATH : trimmed;
  return screens.find((screen) => screen.paths.some((pattern) => matches(pattern, path)));
}

/** The header's entries a visitor sees, in order. */
export function navScreens(
  who: { signedIn: boolean; isAdmin: boolean },
  screens: readonly Screen[] = SCREENS,
): (Screen & { nav: NonNullable<Screen['nav']> })[] {
  return screens.filter(
    (screen): screen is Screen & { nav: NonNullable<Screen['nav']> } =>
      screen.nav !== undefined &&
      (screen.nav.audience === 'everyone' ||
        (screen.nav.audience === 'members' && who.signedIn) ||
        (screen.nav.audience === 'admins' && who.isAdmin)),
  );
}

/** Whether the address is one of a wall screen's (`kiosk`), `/dashboard/WEB` included. */
export function isWallScreen(pathname: string, screens: readonly Screen[] = SCREENS): boolean {
  return screens.some(
    (screen) => screen.kiosk === true && screen.paths.some((pattern) => matches(pattern, pathname)),
  );
}
