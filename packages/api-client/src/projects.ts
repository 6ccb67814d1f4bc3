import { useQuery } from '@tanstack/react-query';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { PROJECT_FILTER_MAX } from '@tm/domain/project/project-constants';
import {
  ALL_PROJECTS,
  chosenProject,
  inScope,
  PROJECT_PARAM,
  scopeProjectIds,
} from '@tm/domain/project/project-scope';
import { useLocation, useNavigate } from '@tm/ui/router';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { pageSingleton } from './page-singleton.ts';
import { getQueryClient } from './query-client.ts';
import { useSession } from './session.ts';
import { type AppSocket, whenSocketOpens } from './socket.ts';
import { TASK_CARDS_KEY } from './task-list-query.ts';
import { getTrpcOptions } from './trpc.ts';
import { URGENT_CARDS_KEY } from './urgent-query-key.ts';

// The member's projects and the scope the screens show (issue 31). The chosen
// project lives in the address (`?project=WEB`: a link shows what its sender saw)
// and is remembered per member on this device, so opening /app again restores it.

/** tRPC `projects.list` (the member's own, archived ones included), as every screen reads it. */
export const myProjectsQuery = () => getTrpcOptions().projects.list.queryOptions();

/**
 * What changes of projects mean for the page, once per socket: a project's settings
 * read it again (and, when its tasks read differently, a new key or an archive, the
 * task lists too); its members their list; a change of the projects this person sees
 * everything, since every list, count and person shown may have changed.
 */
function followProjectEvents(socket: AppSocket): void {
  const client = getQueryClient();
  const trpc = getTrpcOptions();
  socket.on('project:updated', ({ tasks }) => {
    void client.invalidateQueries({ queryKey: trpc.projects.pathKey() });
    if (!tasks) return;
    void client.invalidateQueries({ queryKey: TASK_CARDS_KEY });
    void client.invalidateQueries({ queryKey: URGENT_CARDS_KEY });
  });
  socket.on('project:members', ({ projectId }) => {
    void client.invalidateQueries({ queryKey: trpc.projects.members.queryKey({ id: projectId }) });
  });
  socket.on('projects:access', () => void client.invalidateQueries());
}

// Keyed on the page: every screen's hook and a remote's own copy of this module follow a socket once.
const followed = () => pageSingleton('project-sockets', () => new WeakSet<object>());

/** The member's projects, kept fresh by the projects' socket events. */
export function useProjects() {
  useEffect(
    () =>
      whenSocketOpens((socket) => {
        if (followed().has(socket)) return;
        followed().add(socket);
        followProjectEvents(socket);
      }),
    [],
  );
  return useQuery(myProjectsQuery());
}

// The remembered choice: a project's id, or ALL_PROJECTS; localStorage per member.
const memoryKey = (userId: string) => `tm.projectScope.${userId}`;
const listeners = () => pageSingleton('project-scope-listeners', () => new Set<() => void>());

function readMemory(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(memoryKey(userId));
  } catch {
    return null; // storage refused (private mode): nothing remembered
  }
}

function remember(userId: string | undefined, choice: string): void {
  if (!userId || readMemory(userId) === choice) return;
  try {
    localStorage.setItem(memoryKey(userId), choice);
  } catch {
    // Not remembered; the address still carries the choice.
  }
  for (const listener of listeners()) listener();
}

function subscribeMemory(listener: () => void): () => void {
  listeners().add(listener);
  window.addEventListener('storage', listener); // another tab of the same member
  return () => {
    listeners().delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export interface ProjectScope {
  /** The member's projects (archived ones included), once read. */
  projects: Project[] | undefined;
  /** The chosen project, or null for "All my projects". */
  project: Project | null;
  /**
   * For the servers' list filters (`projectId`): the chosen project's id; for all
   * projects, those not archived when some are (scopeProjectIds). Undefined means the
   * server's default, every project of the member: all of them live, the projects not
   * read yet or not readable, or too many for a filter.
   */
  projectIds: string[] | undefined;
  /** Whether the projects are known, so a screen filters nothing before it can. */
  ready: boolean;
  /** Whether a task of this project shows in the scope (the lists filter the task store). */
  includes: (projectId: string) => boolean;
  /**
   * Shows this project (null: all of them): in the address, replacing the entry, at
   * `pathname` when given, else where the page is; remembered for next time.
   */
  choose: (project: Project | null, pathname?: string) => void;
}

/** The one way screens read and change the project scope. */
export function useProjectScope(): ProjectScope {
  const userId = useSession().user?.id;
  const projects = useProjects();
  const location = useLocation();
  const navigate = useNavigate();
  const remembered = useSyncExternalStore(
    subscribeMemory,
    () => readMemory(userId),
    () => null,
  );
  const addressKey = new URLSearchParams(location.search).get(PROJECT_PARAM);
  const list = projects.data;
  const project = list ? chosenProject(list, addressKey, remembered) : null;

  // What the address shows is what the member chose last.
  useEffect(() => {
    if (project && addressKey) remember(userId, project.id);
  }, [project, addressKey, userId]);

  const projectIds = useMemo(
    () => (list ? scopeProjectIds(list, project, PROJECT_FILTER_MAX) : undefined),
    [list, project],
  );
  const includes = useMemo(() => (list ? inScope(list, project) : () => true), [list, project]);

  const choose = useCallback(
    (next: Project | null, pathname?: string) => {
      remember(userId, next?.id ?? ALL_PROJECTS);
      // From the address as it is now: another hook may have written it since this render.
      const params = new URLSearchParams(pathname ? '' : window.location.search);
      if (next) params.set(PROJECT_PARAM, next.key);
      else params.delete(PROJECT_PARAM);
      const search = params.toString();
      navigate(
        { pathname: pathname ?? window.location.pathname, search: search ? `?${search}` : '' },
        { replace: !pathname },
      );
    },
    [userId, navigate],
  );

  return {
    projects: list,
    project,
    projectIds,
    ready: projects.isSuccess || projects.isError,
    includes,
    choose,
  };
}
