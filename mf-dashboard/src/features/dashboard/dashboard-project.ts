import { useLocation } from '@tm/ui/router';

// Which public list the dashboard shows (issue 31): the instance's at /dashboard, one
// project's at /dashboard/{KEY}. The shell routes both addresses to this remote, which
// reads the key from the address itself, as mf-tasks reads /app/tasks/{id}. The standalone
// page is one index.html with relative asset paths, served from any static host's root:
// there the key comes as `?project=KEY` instead (standalone.tsx), so no host needs a rewrite.

const PROJECT_PATH = /^\/dashboard\/([^/]+)\/?$/;

/** The key an address names (`/dashboard/web` → `WEB`, as the server reads it), or null. */
export function projectKeyInPath(pathname: string): string | null {
  const match = PROJECT_PATH.exec(pathname);
  return match?.[1] ? normalKey(decoded(match[1])) : null;
}

/** `?project=KEY` of the standalone page's address, or null. */
export function projectKeyInSearch(search: string): string | null {
  const key = new URLSearchParams(search).get('project');
  return key ? normalKey(key) : null;
}

/** The dashboard's own address in the product: the instance's, or the project's. */
export const dashboardPath = (projectKey: string | null) =>
  projectKey ? `/dashboard/${encodeURIComponent(projectKey)}` : '/dashboard';

/** The project whose dashboard this is (null: the instance's); `standaloneKey` from standalone.tsx. */
export function useDashboardProject(standaloneKey: string | null): string | null {
  const { pathname } = useLocation();
  return projectKeyInPath(pathname) ?? standaloneKey;
}

// One spelling per key, so /dashboard/web and /dashboard/WEB share one cached list.
const normalKey = (key: string) => key.trim().toUpperCase();

/** A path segment as typed; a malformed escape (`%E0`) is kept as is, and answered 404 by the server. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
