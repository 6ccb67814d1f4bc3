import type { ListedTask } from '@tm/domain/task/task-card';
import { ProjectRef } from '@tm/ui/project-mark';
import { useTranslation } from 'react-i18next';
import { useProjectMarks } from './project-marks-context.ts';

/**
 * A task's reference (`WEB-42`) in its project's colour, where the view mixes projects;
 * nothing in one project's view, where every card would say the same.
 */
export function TaskRefChip({ task }: { task: Pick<ListedTask, 'ref' | 'projectId'> }) {
  const { t } = useTranslation('tasks');
  const { mixed, byId } = useProjectMarks();
  if (!mixed) return null;
  const project = byId.get(task.projectId);
  return (
    <ProjectRef
      color={project?.color ?? 'gray'}
      text={task.ref}
      title={project ? t('projects.refTitle', { project: project.name }) : undefined}
    />
  );
}
