import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './bulk-i18n.ts';
import { selection } from '../selection/selection-store.ts';
import styles from './bulk.module.css';
import { shownOrder } from './shown-order.ts';

/**
 * A row's selection box (bulk actions): a click toggles the task, a shift-click
 * selects every task between the last one toggled and this one, as the list
 * shows them. A native checkbox: Space toggles it, Shift+Space selects a range.
 */
export function SelectCheckbox({
  taskId,
  title,
  selected,
}: {
  taskId: string;
  title: string;
  selected: boolean;
}) {
  const { t } = useTranslation('bulk');
  const onClick = (e: MouseEvent<HTMLInputElement>) => {
    if (e.shiftKey) selection.range(shownOrder(), taskId);
    else selection.toggle(taskId);
  };
  return (
    // On a touch screen the label gives the small box a 44px area (packages/ui touch.css).
    <label className="tm-touch-target">
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={selected}
        // The click decides (it carries the Shift key); the change itself is the store's.
        onChange={() => undefined}
        onClick={onClick}
        aria-label={t('selectTask', { title })}
        data-testid="select-task"
      />
    </label>
  );
}
