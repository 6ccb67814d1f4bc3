import { useQuery } from '@tanstack/react-query';
import { useProjects } from '@tm/api-client/projects';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { useParams } from '@tm/ui/router';

export type ProjectAt =
  | { project: Project; canManage: boolean }
  | { state: 'loading' | 'notFound' | 'failed' };

/**
 * The project a settings or members address names (`/app/projects/:key/...`), from
 * the member's projects; an admin may open any project, theirs or not (`all`).
 * Managers and admins change it; the others see it read-only.
 */
export function useProjectAt(): ProjectAt {
  const key = (useParams().key ?? '').toUpperCase();
  const isAdmin = useSession().user?.isAdmin === true;
  const trpc = useTRPC();
  const mine = useProjects();
  const own = mine.data?.find((p) => p.key === key);
  const all = useQuery({
    ...trpc.projects.list.queryOptions({ all: true }),
    enabled: isAdmin && mine.isSuccess && !own,
  });
  const project = own ?? all.data?.find((p) => p.key === key);
  if (project) return { project, canManage: isAdmin || project.myRole === 'manager' };
  if (mine.isError || all.isError) return { state: 'failed' };
  if (mine.isPending || (isAdmin && all.isPending)) return { state: 'loading' };
  return { state: 'notFound' };
}
