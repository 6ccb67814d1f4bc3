import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useProjects } from '@tm/api-client/projects';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { GENERAL_PROJECT_ID } from '@tm/domain/project/project-constants';
import { formatShortDate } from '@tm/i18n/dates';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { useNavigate } from '@tm/ui/router';
import { Select } from '@tm/ui/select';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './projects.module.css';

/**
 * Archive or unarchive a project, and delete it: its tasks (in the trash too) move
 * first to another project the manager works in, General when they can.
 */
export function ProjectDangerZone({ project }: { project: Project }) {
  const { t } = useTranslation(['projects', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isAdmin = useSession().user?.isAdmin === true;
  const targetId = useId();
  const targets = (useProjects().data ?? []).filter(
    (p) =>
      p.id !== project.id &&
      p.archivedAt === null &&
      (isAdmin || p.myRole === 'manager' || p.myRole === 'member'),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const target =
    targets.find((p) => p.id === chosen) ?? targets.find((p) => p.id === GENERAL_PROJECT_ID) ?? targets[0];
  const [confirming, setConfirming] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
  const archive = useMutation(trpc.projects.archive.mutationOptions({ onSuccess: refresh }));
  const unarchive = useMutation(trpc.projects.unarchive.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    trpc.projects.remove.mutationOptions({
      onSuccess: () => {
        refresh();
        navigate('/app/projects', { replace: true });
      },
    }),
  );
  const archiving = archive.isPending || unarchive.isPending;
  const archiveError = archive.error ?? unarchive.error;

  return (
    <>
      <section className={styles.panel} aria-labelledby="archive-title">
        <h2 id="archive-title" className={styles.panelTitle}>
          {t('settings.archiveTitle')}
        </h2>
        <p className={styles.hint}>{t('settings.archiveText')}</p>
        {project.archivedAt && (
          <p>{t('settings.archivedOn', { date: formatShortDate(project.archivedAt) })}</p>
        )}
        <div className={styles.formActions}>
          {project.archivedAt ? (
            <Button
              icon={<ArchiveRestore size={16} aria-hidden="true" />}
              disabled={archiving}
              onClick={() => unarchive.mutate({ id: project.id })}
            >
              {t('settings.unarchive')}
            </Button>
          ) : (
            <Button
              icon={<Archive size={16} aria-hidden="true" />}
              disabled={archiving}
              onClick={() => archive.mutate({ id: project.id })}
            >
              {t('settings.archive')}
            </Button>
          )}
        </div>
        {archiveError && (
          <p className={styles.error} role="alert">
            {errorMessage(archiveError, t('settings.archiveError'))}
          </p>
        )}
      </section>
      <section className={`${styles.panel} ${styles.danger}`} aria-labelledby="delete-title">
        <h2 id="delete-title" className={styles.panelTitle}>
          {t('settings.deleteTitle')}
        </h2>
        <p className={styles.hint}>{t('settings.deleteText')}</p>
        {target ? (
          <div className="tm-field">
            <label className="tm-field__label" htmlFor={targetId}>
              {t('settings.moveTo')}
            </label>
            <Select
              id={targetId}
              value={target.id}
              onValueChange={setChosen}
              options={targets.map((p) => ({ value: p.id, label: `${p.name} (${p.key})` }))}
            />
          </div>
        ) : (
          <p className={styles.hint}>{t('settings.noTarget')}</p>
        )}
        <div className={styles.formActions}>
          <Button
            variant="danger"
            icon={<Trash2 size={16} aria-hidden="true" />}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('settings.delete')}
          </Button>
        </div>
        {remove.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(remove.error, t('settings.deleteError'))}
          </p>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        danger
        title={t('settings.confirmTitle', { name: project.name })}
        description={target ? t('settings.confirmMove', { target: target.name }) : t('settings.confirmEmpty')}
        confirmLabel={t('settings.delete')}
        onConfirm={() => remove.mutate({ id: project.id, ...(target && { moveTasksTo: target.id }) })}
      />
    </>
  );
}
