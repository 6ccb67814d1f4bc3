import type { RecurrencePattern } from '@tm/domain/task/task-constants';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './task-detail-i18n.ts';
import styles from './task-detail.module.css';

/** "Repeats weekly" on a card and in the detail view of a repeating task. */
export function RepeatsChip({ pattern }: { pattern: RecurrencePattern }) {
  const { t } = useTranslation('taskDetail');
  return (
    <span className={styles.chip} data-testid="repeats-chip">
      <Repeat size={14} aria-hidden="true" />
      {t(`repeat.chip.${pattern}`)}
    </span>
  );
}
