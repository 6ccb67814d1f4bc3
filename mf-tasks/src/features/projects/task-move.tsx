import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { taskStore } from '@tm/api-client/task-store';
import { useTRPC } from '@tm/api-client/trpc';
import type { Task } from '@tm/domain/task/task.schema';
import { Button } from '@tm/ui/button';
import { useNavigate } from '@tm/ui/router';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../feedback/toasts.ts';
import { isTaskId, taskPath, useTaskRoute } from '../task-detail/task-route.ts';
import { ProjectSelect } from './project-select.tsx';
import styles from './projects.module.css';
import { useWritableProjects } from './writable-projects.ts';

/**
 * Moves a task to another project the member works in (they must work in both: the
 * server answers 404 otherwise). The server gives it that project's next number, so
 * the answer brings the new reference, which the toast says and the address takes
 * when it named the old one.
 */
export function TaskMove({ task }: { task: Task }) {
  const { t } = useTranslation('taskDetail');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { openId, search } = useTaskRoute();
  const selectId = useId();
  const { writable } = useWritableProjects();
  const targets = writable.filter((p) => p.id !== task.projectId);
  const [chosen, setChosen] = useState<string | null>(null);
  const target = targets.find((p) => p.id === chosen) ?? targets[0];
  const move = useMutation(
    trpc.tasks.update.mutationOptions({
      onSuccess: (saved) => {
        taskStore().put([saved], 'saved');
        const project = writable.find((p) => p.id === saved.projectId);
        showToast(t('move.moved', { project: project?.name ?? saved.ref, ref: saved.ref }));
        setChosen(null);
        if (openId && !isTaskId(openId)) navigate(taskPath(saved.ref, search), { replace: true });
      },
    }),
  );
  // Moving needs a live project of one's own on both sides.
  if (!target || !writable.some((p) => p.id === task.projectId)) return null;
  return (
    <div className={styles.move}>
      <div className={`tm-field ${styles.moveField}`}>
        <label className="tm-field__label" htmlFor={selectId}>
          {t('move.label')}
        </label>
        <ProjectSelect id={selectId} value={target.id} projects={targets} onChange={setChosen} />
      </div>
      <Button
        icon={<ArrowRightLeft size={16} aria-hidden="true" />}
        disabled={move.isPending}
        onClick={() => move.mutate({ id: task.id, version: task.version, projectId: target.id })}
      >
        {move.isPending ? t('move.moving') : t('move.button')}
      </Button>
      <p className="tm-field__hint">{t('move.hint')}</p>
      {move.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(move.error, t('move.error'))}
        </p>
      )}
    </div>
  );
}
