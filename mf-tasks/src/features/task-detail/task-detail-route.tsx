import { useLiveTasks } from '@tm/api-client/live-tasks';
import { parseTaskRef, taskRef } from '@tm/domain/project/project-constants';
import { useCallback, useRef } from 'react';
import { TaskDetailDialog } from './task-detail-dialog.tsx';
import { isTaskId, useTaskRoute } from './task-route.ts';

/**
 * Opens the task the address names (/app/tasks/{id} or /app/tasks/{ref}) over the
 * list, and closes it back to /app with the list's view state. Mounted once beside the list.
 */
export function TaskDetailRoute() {
  const { openId, close } = useTaskRoute();
  // The title link that opened it, if the list shows it; otherwise Radix's default.
  const onCloseAutoFocus = useCallback((event: Event, id: string) => {
    const title = document.querySelector<HTMLElement>(`[data-task-title="${CSS.escape(id)}"]`);
    if (!title) return;
    event.preventDefault();
    title.focus();
  }, []);
  if (!openId) return null;
  if (!isTaskId(openId) && parseTaskRef(openId)) {
    return <TaskAtRef key={openId} text={openId} onClose={close} onCloseAutoFocus={onCloseAutoFocus} />;
  }
  return (
    <TaskDetailDialog
      key={openId}
      taskId={openId}
      onClose={close}
      onCloseAutoFocus={(event) => onCloseAutoFocus(event, openId)}
    />
  );
}

/**
 * A task named by its reference, found among the member's tasks (the task list, which
 * holds every project of theirs). Once found it stays open under that id: a move to
 * another project gives it a new reference while it shows. A reference naming none of
 * them opens as an unknown task ("not found").
 */
function TaskAtRef({
  text,
  onClose,
  onCloseAutoFocus,
}: {
  text: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event, id: string) => void;
}) {
  const tasks = useLiveTasks();
  const parsed = parseTaskRef(text)!;
  const ref = taskRef(parsed.key, parsed.number);
  const found = useRef<string | null>(null);
  found.current ??= tasks.data?.find((task) => task.ref === ref)?.id ?? null;
  // Until the list is read, nothing: the id is not known yet.
  const id = found.current ?? (tasks.data || tasks.isError ? text : null);
  if (!id) return null;
  return (
    <TaskDetailDialog
      key={id}
      taskId={id}
      onClose={onClose}
      onCloseAutoFocus={(event) => onCloseAutoFocus(event, id)}
    />
  );
}
