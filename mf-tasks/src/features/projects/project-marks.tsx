import { useProjectScope } from '@tm/api-client/projects';
import { type ReactNode, useMemo } from 'react';
import { ProjectMarksContext } from './project-marks-context.ts';

/** Gives the cards below the project scope's marks (project-marks-context.ts). */
export function ProjectMarks({ children }: { children: ReactNode }) {
  const { project, projects } = useProjectScope();
  const value = useMemo(
    () => ({
      mixed: project === null,
      chosen: project,
      byId: new Map((projects ?? []).map((p) => [p.id, p])),
    }),
    [project, projects],
  );
  return <ProjectMarksContext.Provider value={value}>{children}</ProjectMarksContext.Provider>;
}
