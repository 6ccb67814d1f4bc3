import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editTasksLocally } from '@tm/api-client/local-task-edits';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { removeTask, upsertTask } from '@tm/api-client/tasks-cache';
import { useTRPC } from '@tm/api-client/trpc';
import { URGENT_CARDS_KEY } from '@tm/api-client/urgent-query-key';
import type { BulkTaskInput } from '@tm/domain/task/task-bulk.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import { useTranslation } from 'react-i18next';
import { showToast } from '../feedback/toasts.ts';
import { selection } from '../selection/selection-store.ts';
import './bulk-i18n.ts';

/**
 * One request for the selected tasks (tasks.bulk): the answer goes into the list
 * and the urgent list at once (the events follow for other members), then a toast.
 * Not optimistic: the server takes all the tasks or none, so the list changes only
 * once that is known; a refusal changes nothing, says so, and reloads the lists.
 */
export function useBulkActions() {
  const { t } = useTranslation('bulk');
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const bulk = useMutation(
    trpc.tasks.bulk.mutationOptions({
      onSuccess: (answer, input: BulkTaskInput) => {
        if (Array.isArray(answer)) {
          const changed = answer;
          editTasksLocally(
            queryClient,
            changed.map((task) => task.id),
            (list) => changed.reduce<ListedTask[] | undefined>((l, task) => upsertTask(l, task), list),
          );
          showToast(t('updated', { count: changed.length }));
          return;
        }
        const ids = answer.deleted;
        editTasksLocally(queryClient, ids, (list) =>
          ids.reduce<ListedTask[] | undefined>((l, id) => removeTask(l, id), list),
        );
        selection.clear();
        showToast(t('deleted', { count: input.ids?.length ?? ids.length }));
      },
      onError: (err) => {
        console.error('Failed to update tasks', err);
        showToast(t('failed'));
        void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY });
        void queryClient.invalidateQueries({ queryKey: URGENT_CARDS_KEY });
      },
    }),
  );
  return bulk;
}
