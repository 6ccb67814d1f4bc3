import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './checklist-i18n.ts';
import styles from './checklist.module.css';

/** "3/5" on a card or row (the list's counts) or the opened checklist; nothing without items. Read aloud as a sentence. */
export function ChecklistProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('checklist');
  if (total === 0) return null;
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
