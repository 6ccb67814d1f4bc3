import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { Button } from '@tm/ui/button';
import { Checkbox } from '@tm/ui/checkbox';
import { Dialog } from '@tm/ui/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './bulk.module.css';
import './bulk-i18n.ts';

interface BulkLabelsDialogProps {
  open: boolean;
  /** The id of the button that opened it, focused again once it closes. */
  returnFocusTo: string;
  /** How many tasks get the labels. */
  count: number;
  onClose: () => void;
  /** The label ids every selected task is to have, no more, no fewer. */
  onApply: (labelIds: string[]) => void;
}

/** The team's labels as boxes to tick; applying gives the selected tasks exactly those ticked. */
export default function BulkLabelsDialog({
  open,
  returnFocusTo,
  count,
  onClose,
  onApply,
}: BulkLabelsDialogProps) {
  const { t } = useTranslation('bulk');
  const trpc = useTRPC();
  const labels = useQuery({ ...trpc.labels.list.queryOptions(), enabled: open });
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Each opening starts from no label ticked.
  useEffect(() => {
    if (open) setTicked(new Set());
  }, [open]);
  const toggle = (id: string, on: boolean) =>
    setTicked((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => !open && onClose()}
      // Radix's own return of the focus left it on the page's body here (seen in the
      // journey on a phone); the button that opened the dialog is named instead.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(returnFocusTo)?.focus();
      }}
      title={t('labelsTitle', { count })}
      description={t('labelsHint')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" onClick={() => onApply([...ticked])}>
            {t('applyLabels')}
          </Button>
        </>
      }
    >
      {(labels.data ?? []).length === 0 ? (
        <p className={styles.hint}>{t('noLabels')}</p>
      ) : (
        <ul className={styles.labelList}>
          {(labels.data ?? []).map((label) => (
            <li key={label.id}>
              <Checkbox
                checked={ticked.has(label.id)}
                onCheckedChange={(on) => toggle(label.id, on)}
                label={label.name}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
