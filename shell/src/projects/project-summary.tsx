import type { Project } from '@tm/domain/api/wire-projects.schema';
import { ProjectDot } from '@tm/ui/project-mark';
import { useTranslation } from 'react-i18next';
import styles from './projects.module.css';

/** A project's settings to read: for its members who do not manage it, and while it is archived. */
export function ProjectSummary({ project, canManage }: { project: Project; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const yesNo = (on: boolean) => (on ? t('settings.yes') : t('settings.no'));
  return (
    <section className={styles.panel} aria-labelledby="settings-title">
      <h2 id="settings-title" className={styles.panelTitle}>
        {t('settings.title')}
      </h2>
      {!canManage && <p className={styles.hint}>{t('settings.readOnly')}</p>}
      <dl className={styles.summary}>
        <div>
          <dt>{t('form.name')}</dt>
          <dd>{project.name}</dd>
        </div>
        <div>
          <dt>{t('form.key')}</dt>
          <dd>{project.key}</dd>
        </div>
        <div>
          <dt>{t('form.color')}</dt>
          <dd className={styles.inline}>
            <ProjectDot color={project.color} />
            {t(`colors.${project.color}`)}
          </dd>
        </div>
        <div>
          <dt>{t('form.open')}</dt>
          <dd>{yesNo(project.openToAllMembers)}</dd>
        </div>
        <div>
          <dt>{t('settings.dashboard')}</dt>
          <dd>{yesNo(project.showOnInstanceDashboard)}</dd>
        </div>
        <div className={styles.full}>
          <dt>{t('form.description')}</dt>
          <dd className={styles.prewrap}>{project.description ?? t('settings.noDescription')}</dd>
        </div>
      </dl>
    </section>
  );
}
