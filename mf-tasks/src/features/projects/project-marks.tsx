import { useProjectScope } from '@tm/api-client/projects';
import { useSession } from '@tm/api-client/session';
import { type ReactNode, useMemo } from 'react';
import { ProjectMarksContext } from './project-marks-context.ts';

/**
 * Gives the cards below the project scope's marks (project-marks-context.ts). "All my
 * projects" mixes projects only for a member of several (an admin also sees the tasks
 * of projects they are not in): a team that works in General alone sees no references.
 */
export function ProjectMarks({ children }: { children: ReactNode }) {
  const { project, projects } = useProjectScope();
  const isAdmin = useSession().user?.isAdmin === true;
  const value = useMemo(() => {
    const live = (projects ?? []).filter((p) => p.archivedAt === null);
    return {
      mixed: project === null && (isAdmin || live.length > 1),
      chosen: project,
      byId: new Map((projects ?? []).map((p) => [p.id, p])),
    };
  }, [project, projects, isAdmin]);
  return <ProjectMarksContext.Provider value={value}>{children}</ProjectMarksContext.Provider>;
}
