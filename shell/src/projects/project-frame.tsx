import type { Project } from '@tm/domain/api/wire-projects.schema';
import { PROJECT_PARAM } from '@tm/domain/project/project-scope';
import { registerProjectsNamespace } from '@tm/i18n/register-projects';
import { Badge } from '@tm/ui/badge';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { ProjectDot, ProjectRef } from '@tm/ui/project-mark';
import { Link, NavLink } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { ArrowLeft, FolderX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './projects.module.css';
import { useProjectAt } from './use-project-at.ts';

/**
 * A project's own pages (settings, members): the way back to the projects, the
 * project's name, key and colour, and links between its pages; the page itself once
 * the address's project is known, or why it is not.
 */
export function ProjectFrame({
  children,
}: {
  children: (project: Project, canManage: boolean) => ReactNode;
}) {
  registerProjectsNamespace();
  const { t } = useTranslation('projects');
  const at = useProjectAt();
  const back = (
    <Link to="/app/projects" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('project.back')}
    </Link>
  );
  if ('state' in at) {
    return (
      <section className={styles.page}>
        {back}
        {at.state === 'loading' ? (
          <LoadingState label={t('project.loading')} />
        ) : at.state === 'failed' ? (
          <ErrorState title={t('page.loadFailed')} />
        ) : (
          <EmptyState
            icon={<FolderX size={28} />}
            title={t('project.notFoundTitle')}
            description={t('project.notFoundText')}
          />
        )}
      </section>
    );
  }
  const { project, canManage } = at;
  const base = `/app/projects/${encodeURIComponent(project.key)}`;
  return (
    <section className={styles.page} aria-labelledby="project-title">
      {back}
      <header className={styles.projectHead}>
        <h1 id="project-title" className={styles.title}>
          <ProjectDot color={project.color} />
          <span className={styles.cardName}>{project.name}</span>
        </h1>
        <ProjectRef color={project.color} text={project.key} />
        {project.archivedAt && <Badge tone="warning">{t('card.archived')}</Badge>}
      </header>
      <nav aria-label={t('project.sections')} className={styles.tabs}>
        <Link to={`/app?${PROJECT_PARAM}=${encodeURIComponent(project.key)}`} className={styles.tab}>
          {t('card.tasks')}
        </Link>
        <NavLink to={`${base}/settings`} className={styles.tab}>
          {t('card.settings')}
        </NavLink>
        <NavLink to={`${base}/members`} className={styles.tab}>
          {t('card.members')}
        </NavLink>
      </nav>
      {children(project, canManage)}
    </section>
  );
}
