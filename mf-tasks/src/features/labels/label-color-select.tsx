import { LABEL_COLORS, type LabelColor } from '@tm/domain/label/label-constants';
import { Select } from '@tm/ui/select';
import { useTranslation } from 'react-i18next';
import './labels-i18n.ts';
import { chipClass } from './label-chips.tsx';
import styles from './labels.module.css';

/** The palette as a select; each option shows its colour as a chip beside its name. */
export function LabelColorSelect({
  value,
  onChange,
  label,
  id,
}: {
  value: LabelColor;
  onChange: (color: LabelColor) => void;
  /** The accessible name (the select has no visible label of its own). */
  label: string;
  id?: string;
}) {
  const { t } = useTranslation('labels');
  return (
    <Select<LabelColor>
      id={id}
      aria-label={label}
      className={styles.colorSelect}
      value={value}
      onValueChange={onChange}
      options={LABEL_COLORS.map((c) => ({
        value: c,
        label: <span className={chipClass(c)}>{t(`colors.${c}`)}</span>,
      }))}
    />
  );
}
