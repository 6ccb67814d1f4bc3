import type { Project } from '@tm/domain/api/wire-projects.schema';
import { PROJECT_PARAM } from '@tm/domain/project/project-scope';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { ProjectDot, ProjectRef } from '@tm/ui/project-mark';
import { Link } from '@tm/ui/router';
import { ListTodo, Settings, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { descriptionPreview } from './description-preview.ts';
import styles from './projects.module.css';

const COUNTS = ['todo', 'doing', 'done', 'overdue', 'awaitingApproval'] as const;

/** One project of the projects page: what it is, its tasks by state, the way to its tasks and pages. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const titleId = useId();
  const { name, key } = project;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-archived={project.archivedAt !== null}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          <ProjectDot color={project.color} />
          <span className={styles.cardName}>{name}</span>
        </h2>
        <ProjectRef color={project.color} text={key} />
      </header>
      <div className={styles.badges}>
        {project.archivedAt && <Badge tone="warning">{t('card.archived')}</Badge>}
        <Badge>{project.openToAllMembers ? t('card.open') : t('card.private')}</Badge>
        <Badge tone="primary">{project.myRole ? t(`roles.${project.myRole}`) : t('card.notMember')}</Badge>
      </div>
      {project.description && <p className={styles.description}>{descriptionPreview(project.description)}</p>}
      <dl className={styles.counts} aria-label={t('card.counts', { name })}>
        {COUNTS.map((count) => (
          <div
            key={count}
            className={styles.count}
            data-count={count}
            data-empty={project.counts[count] === 0}
          >
            <dt>{t(`counts.${count}`)}</dt>
            <dd>{project.counts[count]}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cardActions}>
        <Button asChild size="sm" variant="primary">
          <Link
            to={`/app?${PROJECT_PARAM}=${encodeURIComponent(key)}`}
            aria-label={t('card.tasksOf', { name })}
          >
            <ListTodo size={14} aria-hidden="true" />
            {t('card.tasks')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <Link
            to={`/app/projects/${encodeURIComponent(key)}/settings`}
            aria-label={t('card.settingsOf', { name })}
          >
            <Settings size={14} aria-hidden="true" />
            {t('card.settings')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <Link
            to={`/app/projects/${encodeURIComponent(key)}/members`}
            aria-label={t('card.membersOf', { name })}
          >
            <Users size={14} aria-hidden="true" />
            {t('card.members')}
          </Link>
        </Button>
      </div>
    </article>
  );
}
