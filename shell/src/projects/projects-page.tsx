import { useQueryClient } from '@tanstack/react-query';
import { useProjects } from '@tm/api-client/projects';
import { useTRPC } from '@tm/api-client/trpc';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { registerProjectsNamespace } from '@tm/i18n/register-projects';
import { Button } from '@tm/ui/button';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { Switch } from '@tm/ui/switch';
import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewProjectDialog } from './new-project-dialog.tsx';
import { ProjectCard } from './project-card.tsx';
import styles from './projects.module.css';

/**
 * /app/projects (issue 31): the member's projects with their tasks by state, archived
 * ones on demand, and "New project". Any member may create one unless the instance
 * keeps that to admins (the server answers PROJECT_CREATION_ADMINS_ONLY, shown in the form).
 */
export default function ProjectsPage() {
  registerProjectsNamespace();
  const { t } = useTranslation('projects');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const projects = useProjects();
  const [showArchived, setShowArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Project | null>(null);

  const all = projects.data ?? [];
  const archived = all.filter((p) => p.archivedAt !== null).length;
  const shown = showArchived ? all : all.filter((p) => p.archivedAt === null);
  const onCreated = (project: Project) => {
    queryClient.setQueryData(trpc.projects.list.queryKey(), (old) =>
      old && !old.some((p) => p.id === project.id) ? [...old, project] : old,
    );
    void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
    setCreating(false);
    setCreated(project);
  };

  return (
    <section className={styles.page} aria-labelledby="projects-title">
      <header className={styles.pageHead}>
        <div>
          <h1 id="projects-title" className={styles.title}>
            {t('page.title')}
          </h1>
          <p className={styles.subtitle}>{t('page.subtitle')}</p>
        </div>
        <Button
          variant="primary"
          icon={<Plus size={18} aria-hidden="true" />}
          onClick={() => setCreating(true)}
        >
          {t('page.new')}
        </Button>
      </header>
      <output className={styles.status} aria-live="polite">
        {created && t('form.created', { name: created.name })}
      </output>
      {archived > 0 && (
        <div className={styles.toolbar}>
          <Switch checked={showArchived} onCheckedChange={setShowArchived} label={t('page.showArchived')} />
          {!showArchived && (
            <span className={styles.hint}>{t('page.archivedHidden', { count: archived })}</span>
          )}
        </div>
      )}
      {projects.isPending ? (
        <LoadingState label={t('page.loading')} />
      ) : projects.isError ? (
        <ErrorState title={t('page.loadFailed')} onRetry={() => void projects.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<FolderKanban size={28} />}
          title={t('page.emptyTitle')}
          description={t('page.emptyText')}
        />
      ) : (
        <ul className={styles.grid} aria-label={t('page.list')}>
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
      {creating && <NewProjectDialog onClose={() => setCreating(false)} onCreated={onCreated} />}
    </section>
  );
}
