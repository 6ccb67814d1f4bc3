import type { TaskViewMode } from '@tm/domain/task/task-view';
import { Columns3, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './kanban-i18n.ts';
import styles from './kanban.module.css';

/** The toolbar's list-or-board switch: two toggle buttons, the current one pressed. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: TaskViewMode;
  onChange: (mode: TaskViewMode) => void;
}) {
  const { t } = useTranslation('kanban');
  const modes = [
    { mode: 'list' as const, icon: <List size={16} aria-hidden="true" /> },
    { mode: 'board' as const, icon: <Columns3 size={16} aria-hidden="true" /> },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div role="group" aria-label={t('toggle.label')} className={styles.toggle}>
      {modes.map(({ mode, icon }) => (
        <button
          key={mode}
          type="button"
          className={styles.toggleButton}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          {icon}
          {t(`toggle.${mode}`)}
        </button>
      ))}
    </div>
  );
}
