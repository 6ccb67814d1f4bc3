import type { Label } from '@tm/domain/label/label-constants';
import { useTranslation } from 'react-i18next';
import './labels-i18n.ts';
import styles from './labels.module.css';

/** The chip class of a label colour (tokens.css `--tm-label-*`). */
export const chipClass = (color: Label['color']) => `${styles.chip} ${styles[color] ?? styles.gray}`;

/** A task's labels as coloured chips, in the server's order (by name); nothing when it has none. */
export function LabelChips({ labels }: { labels: readonly Label[] }) {
  const { t } = useTranslation('labels');
  if (labels.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('chips.label')} data-testid="label-chips">
      {labels.map((label) => (
        <li key={label.id} className={chipClass(label.color)} title={label.name}>
          {label.name}
        </li>
      ))}
    </ul>
  );
}
