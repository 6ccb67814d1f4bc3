import type { Project } from '@tm/domain/api/wire-projects.schema';
import { createContext, useContext } from 'react';

/**
 * What the task cards need to mark a task's project: the member's projects by id, and
 * whether the view mixes projects ("All my projects"), where each card carries its
 * task's reference in its project's colour. Read once by the screen (ProjectMarks),
 * so a card does not follow the address itself.
 */
export interface ProjectMarks {
  mixed: boolean;
  /** The one project shown, if the view shows one. */
  chosen: Project | null;
  byId: ReadonlyMap<string, Project>;
}

export const ProjectMarksContext = createContext<ProjectMarks>({
  mixed: false,
  chosen: null,
  byId: new Map(),
});

export const useProjectMarks = () => useContext(ProjectMarksContext);
