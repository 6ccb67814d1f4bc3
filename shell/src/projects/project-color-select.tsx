import { LABEL_COLORS, type LabelColor } from '@tm/domain/label/label-constants';
import { ProjectDot } from '@tm/ui/project-mark';
import { Select } from '@tm/ui/select';
import { useTranslation } from 'react-i18next';
import styles from './projects.module.css';

/** The label palette as a select, each colour shown as a dot beside its name. */
export function ProjectColorSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  /** The id a visible <label htmlFor> names it by. */
  id: string;
  value: LabelColor;
  onChange: (color: LabelColor) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <Select<LabelColor>
      id={id}
      value={value}
      disabled={disabled}
      onValueChange={onChange}
      options={LABEL_COLORS.map((color) => ({
        value: color,
        label: (
          <span className={styles.inline}>
            <ProjectDot color={color} />
            {t(`colors.${color}`)}
          </span>
        ),
      }))}
    />
  );
}
