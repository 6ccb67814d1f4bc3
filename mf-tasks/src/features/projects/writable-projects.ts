import { useProjectScope } from '@tm/api-client/projects';
import { useSession } from '@tm/api-client/session';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { GENERAL_PROJECT_ID } from '@tm/domain/project/project-constants';
import { useCallback, useMemo } from 'react';

// Where a member may put a task (issue 31): a live project they work in (manager or
// member; an admin in any). The new-task form starts in the scope's project, else the
// last one the member created a task in on this device, else General.

const lastKey = (userId: string) => `tm.lastProject.${userId}`;

function readLast(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(lastKey(userId));
  } catch {
    return null; // storage refused (private mode)
  }
}

/** The projects a task may be created in or moved to, the form's first choice, and a way to remember one. */
export function useWritableProjects() {
  const user = useSession().user;
  const scope = useProjectScope();
  const writable = useMemo(
    () =>
      (scope.projects ?? []).filter(
        (p: Project) =>
          p.archivedAt === null && (user?.isAdmin || p.myRole === 'manager' || p.myRole === 'member'),
      ),
    [scope.projects, user?.isAdmin],
  );
  const userId = user?.id;
  const first = useMemo(() => {
    const may = (id: string | null | undefined) => writable.find((p) => p.id === id);
    return (may(scope.project?.id) ?? may(readLast(userId)) ?? may(GENERAL_PROJECT_ID) ?? writable[0])?.id;
  }, [writable, scope.project?.id, userId]);
  const rememberUsed = useCallback(
    (projectId: string) => {
      if (!userId) return;
      try {
        localStorage.setItem(lastKey(userId), projectId);
      } catch {
        // Not remembered: the scope or General comes first next time.
      }
    },
    [userId],
  );
  return { writable, first, rememberUsed, ready: scope.ready };
}
