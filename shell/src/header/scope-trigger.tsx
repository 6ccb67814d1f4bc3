import type { Project } from '@tm/domain/api/wire-projects.schema';
import { ProjectDot } from '@tm/ui/project-mark';
import { ChevronDown, Layers } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './project-switcher.module.css';

/**
 * The button that opens the project switcher, showing the scope: the menu's own
 * trigger, and its stand-in until the menu has loaded (project-switcher.tsx).
 */
export function ScopeTrigger({
  project,
  ...props
}: { project: Project | null } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <button type="button" className={styles.trigger} title={t('projects.switcher.shortcut')} {...props}>
      {project ? <ProjectDot color={project.color} /> : <Layers size={16} aria-hidden="true" />}
      <span className="tm-visually-hidden">{t('projects.switcher.label')}</span>
      <span className={styles.name}>{project ? project.name : t('projects.switcher.all')}</span>
      <ChevronDown size={16} aria-hidden="true" />
    </button>
  );
}
