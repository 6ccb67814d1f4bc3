import { useCallback } from 'react';
import { TaskDetailDialog } from './task-detail-dialog.tsx';
import { useTaskRoute } from './task-route.ts';

/**
 * Opens the task the address names (/app/tasks/{id}) over the list, and closes it
 * back to /app with the list's view state. Mounted once beside the list.
 */
export function TaskDetailRoute() {
  const { openId, close } = useTaskRoute();
  // The title link that opened it, if the list shows it; otherwise Radix's default.
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      const title = openId
        ? document.querySelector<HTMLElement>(`[data-task-title="${CSS.escape(openId)}"]`)
        : null;
      if (!title) return;
      event.preventDefault();
      title.focus();
    },
    [openId],
  );
  if (!openId) return null;
  return (
    <TaskDetailDialog key={openId} taskId={openId} onClose={close} onCloseAutoFocus={onCloseAutoFocus} />
  );
}
