import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import { URGENT_CARDS_KEY } from '@tm/api-client/urgent-query-key';
import type { BulkTaskInput } from '@tm/domain/task/task-bulk.schema';
import { useTranslation } from 'react-i18next';
import { showToast } from '../feedback/toasts.ts';
import { selection } from '../selection/selection-store.ts';
import './bulk-i18n.ts';

/**
 * One request for the selected tasks (tasks.bulk): the answer goes into the page's
 * task store, so into the list and the urgent list at once (the events follow for
 * other members), then a toast.
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
          taskStore().put(answer, 'saved');
          showToast(t('updated', { count: answer.length }));
          return;
        }
        const ids = answer.deleted;
        taskStore().remove(ids, 'removed');
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
