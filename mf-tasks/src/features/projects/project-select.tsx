import type { Project } from '@tm/domain/api/wire-projects.schema';
import { ProjectDot } from '@tm/ui/project-mark';
import { Select } from '@tm/ui/select';
import styles from './projects.module.css';

/** A choice among projects, each with its colour and key (the task form, a task's move). */
export function ProjectSelect({
  id,
  value,
  projects,
  onChange,
  disabled,
  'aria-label': ariaLabel,
}: {
  id?: string;
  value: string;
  projects: readonly Project[];
  onChange: (projectId: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value}
      disabled={disabled}
      onValueChange={onChange}
      options={projects.map((p) => ({
        value: p.id,
        label: (
          <span className={styles.option}>
            <ProjectDot color={p.color} />
            <span className={styles.optionName}>{p.name}</span>
            <span className={styles.key}>{p.key}</span>
          </span>
        ),
      }))}
    />
  );
}
