// The one module this remote exposes (`mf-tasks/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import type { TasksRemoteProps } from '@tm/domain/remotes/remote-props';
import { TaskBoard } from '../features/board/task-board.tsx';
import { ToastRegion } from '../features/feedback/toast-region.tsx';
import { ProjectMarks } from '../features/projects/project-marks.tsx';
import { TaskDetailRoute } from '../features/task-detail/task-detail-route.tsx';

export default function App({ view }: TasksRemoteProps) {
  return (
    <AppProviders>
      {/* The project scope's marks on the cards (its tasks' references where projects mix). */}
      <ProjectMarks>
        <TaskBoard view={view} />
        {/* /app/tasks/{id} or /app/tasks/{ref}: the task's own view over the list. */}
        <TaskDetailRoute />
      </ProjectMarks>
      <ToastRegion />
    </AppProviders>
  );
}
