import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useProjectScope } from '@tm/api-client/projects';
import { useTRPC } from '@tm/api-client/trpc';
import { LABEL_NAME_MAX, type Label, type LabelColor } from '@tm/domain/label/label-constants';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './labels-i18n.ts';
import { chipClass } from './label-chips.tsx';
import { LabelColorSelect } from './label-color-select.tsx';
import styles from './labels.module.css';
import { useTeamLabels } from './use-team-labels.ts';

export interface LabelManagerDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * What gets the focus back once it closes. Deleting a label removes the row that
   * held the focus, which leaves Radix nothing to return to; the opener is kept.
   */
  opener: HTMLElement | null;
}

/**
 * The team's labels: rename, recolour, delete (after a confirmation naming the
 * label). Every member's lists follow through `labels:updated`.
 */
export default function LabelManagerDialog({ open, onClose, opener }: LabelManagerDialogProps) {
  const { t } = useTranslation('labels');
  const labels = useTeamLabels();
  // The labels of the projects the list shows (labels belong to a project, issue 31).
  const { includes } = useProjectScope();
  const team = (labels.data ?? []).filter((label) => includes(label.projectId));
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={(event) => {
        if (!opener?.isConnected) return;
        event.preventDefault();
        opener.focus();
      }}
      title={t('manager.title')}
      description={t('manager.description')}
    >
      {team.length === 0 ? (
        labels.isSuccess && <p className={styles.hint}>{t('manager.empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {team.map((label) => (
            // Keyed by name and colour too: a change by another member resets the row's draft.
            <LabelRow key={`${label.id}:${label.name}:${label.color}`} label={label} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function LabelRow({ label }: { label: Label }) {
  const { t } = useTranslation('labels');
  const trpc = useTRPC();
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState<LabelColor>(label.color);
  const [confirming, setConfirming] = useState(false);
  const update = useMutation(trpc.labels.update.mutationOptions());
  const remove = useMutation(trpc.labels.delete.mutationOptions());
  const changed = name.trim() !== label.name || color !== label.color;
  const save = () => {
    if (!changed || name.trim() === '') return;
    update.mutate({ id: label.id, name: name.trim(), color });
  };
  const failure = update.isError
    ? errorMessage(update.error, t('manager.saveError'))
    : remove.isError
      ? errorMessage(remove.error, t('manager.deleteError'))
      : null;

  return (
    <li className={styles.row} data-testid="label-row">
      <span className={chipClass(color)} aria-hidden="true">
        {name.trim() || label.name}
      </span>
      <input
        className="tm-input"
        aria-label={t('manager.name', { name: label.name })}
        value={name}
        maxLength={LABEL_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
        }}
      />
      <LabelColorSelect value={color} onChange={setColor} label={t('manager.color', { name: label.name })} />
      <Button
        size="sm"
        variant="primary"
        aria-label={t('manager.saveLabel', { name: label.name })}
        disabled={!changed || name.trim() === '' || update.isPending}
        onClick={save}
      >
        {t('manager.save')}
      </Button>
      <Button
        size="sm"
        variant="danger"
        icon={<Trash2 size={14} aria-hidden="true" />}
        aria-label={t('manager.deleteLabel', { name: label.name })}
        onClick={() => setConfirming(true)}
      >
        {t('manager.delete')}
      </Button>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('manager.confirmTitle', { name: label.name })}
        description={t('manager.confirmDescription')}
        confirmLabel={t('manager.confirm')}
        danger
        onConfirm={() => remove.mutate({ id: label.id })}
      />
    </li>
  );
}
