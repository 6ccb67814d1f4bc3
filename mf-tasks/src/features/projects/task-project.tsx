import type { Task } from '@tm/domain/task/task.schema';
import { ProjectDot, ProjectRef } from '@tm/ui/project-mark';
import { useProjectMarks } from './project-marks-context.ts';
import styles from './projects.module.css';

/** A task's reference in its project's colour, and the project's name: the detail view's "Project". */
export function TaskProject({ task }: { task: Pick<Task, 'ref' | 'projectId'> }) {
  const project = useProjectMarks().byId.get(task.projectId);
  return (
    <span className={styles.project}>
      <ProjectRef color={project?.color ?? 'gray'} text={task.ref} />
      {project && (
        <>
          <ProjectDot color={project.color} />
          <span>{project.name}</span>
        </>
      )}
    </span>
  );
}
