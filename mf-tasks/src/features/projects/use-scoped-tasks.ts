import { useLiveTasks } from '@tm/api-client/live-tasks';
import { useProjectScope } from '@tm/api-client/projects';
import { useMemo } from 'react';

/**
 * The live task list narrowed to the project scope (the header's switcher): the page's
 * task store holds every project of the member, so the list, the board and the
 * calendar filter it here rather than read per project. Pending until the projects
 * are known, so no other project's task flashes by.
 */
export function useScopedTasks() {
  const tasks = useLiveTasks();
  const { ready, includes } = useProjectScope();
  const all = tasks.data;
  const data = useMemo(
    () => (ready && all ? all.filter((task) => includes(task.projectId)) : undefined),
    [ready, all, includes],
  );
  return { isPending: tasks.isPending || !ready, isError: tasks.isError, refetch: tasks.refetch, data };
}
