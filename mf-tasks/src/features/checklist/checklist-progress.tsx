import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './checklist-i18n.ts';
import styles from './checklist.module.css';

/** "3/5" on a card or row; nothing for a task without a checklist. Read aloud as a sentence. */
export function ChecklistProgress({ checklist }: { checklist: readonly ChecklistItem[] }) {
  const { t } = useTranslation('checklist');
  const total = checklist.length;
  if (total === 0) return null;
  const done = checklist.filter((i) => i.done).length;
  return (
    <span
      className={`tm-badge tm-badge--${done === total ? 'success' : 'neutral'} ${styles.progress}`}
      data-testid="checklist-progress"
    >
      <ListChecks size={12} aria-hidden="true" />
      <span aria-hidden="true">{t('progress', { done, total })}</span>
      <span className="tm-visually-hidden">{t('progressLabel', { done, total })}</span>
    </span>
  );
}
