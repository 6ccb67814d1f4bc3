import type { ProjectScope } from '@tm/api-client/projects';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { ALL_PROJECTS } from '@tm/domain/project/project-scope';
import { Menu, MenuItem, MenuLabel, MenuRadioGroup, MenuSeparator } from '@tm/ui/menu';
import { ProjectDot } from '@tm/ui/project-mark';
import { useNavigate } from '@tm/ui/router';
import { FolderKanban, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './project-switcher.module.css';
import { ScopeTrigger } from './scope-trigger.tsx';

export interface ProjectMenuProps {
  scope: ProjectScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (project: Project | null) => void;
}

/**
 * The switcher's menu, loaded on first use (project-switcher.tsx): "All my projects"
 * and each project not archived (the chosen one even if archived), each with its
 * colour, and the way to the projects page.
 */
export default function ProjectMenu({ scope, open, onOpenChange, onChoose }: ProjectMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const chosen = scope.project;
  const shown = (scope.projects ?? []).filter((p) => p.archivedAt === null || p.id === chosen?.id);
  return (
    <Menu trigger={<ScopeTrigger project={chosen} />} open={open} onOpenChange={onOpenChange} align="start">
      <MenuLabel>{t('projects.switcher.label')}</MenuLabel>
      <MenuRadioGroup
        value={chosen?.id ?? ALL_PROJECTS}
        closeOnSelect
        onValueChange={(id) => onChoose(shown.find((p) => p.id === id) ?? null)}
        options={[
          {
            value: ALL_PROJECTS,
            label: t('projects.switcher.all'),
            icon: <Layers size={16} aria-hidden="true" />,
          },
          ...shown.map((p) => ({
            value: p.id,
            icon: <ProjectDot color={p.color} />,
            label: (
              <span className={styles.item}>
                <span className={styles.itemName}>{p.name}</span>
                <span className={styles.itemKey}>{p.key}</span>
              </span>
            ),
          })),
        ]}
      />
      <MenuSeparator />
      <MenuItem
        icon={<FolderKanban size={16} aria-hidden="true" />}
        onSelect={() => navigate('/app/projects')}
      >
        {t('projects.switcher.manage')}
      </MenuItem>
    </Menu>
  );
}
