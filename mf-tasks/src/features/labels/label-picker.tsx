import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useTRPC } from '@tm/api-client/trpc';
import { LABEL_NAME_MAX, type LabelColor } from '@tm/domain/label/label-constants';
import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { Check, Plus, Settings2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './labels-i18n.ts';
import { chipClass } from './label-chips.tsx';
import { LabelColorSelect } from './label-color-select.tsx';
import styles from './labels.module.css';
import { useTeamLabels } from './use-team-labels.ts';

const LabelManagerDialog = lazy(() => import('./label-manager-dialog.tsx'));

export interface LabelPickerProps {
  /** The task's project: its labels are offered, a new label is made there (labels belong to a project). */
  projectId: string;
  /** The chosen labels' ids. */
  value: readonly string[];
  onChange: (labelIds: string[]) => void;
  className?: string;
}

/**
 * The task form's labels: the team's labels as toggles, a new label added (and
 * chosen) in place, and the label manager one click away. What is chosen is sent
 * with the task as `labelIds`.
 */
export function LabelPicker({ projectId, value, onChange, className }: LabelPickerProps) {
  const { t } = useTranslation('labels');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const labels = useTeamLabels();
  const legendId = useId();
  const [name, setName] = useState('');
  const [color, setColor] = useState<LabelColor>('blue');
  const [managing, setManaging] = useState(false);
  // Mounted from the first opening on, so closing gives the focus back to its button.
  const [managed, setManaged] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const create = useMutation(
    trpc.labels.create.mutationOptions({
      onSuccess: (label) => {
        queryClient.setQueryData(trpc.labels.list.queryKey(), (old) =>
          old && !old.some((l) => l.id === label.id) ? [...old, label] : old,
        );
        void queryClient.invalidateQueries({ queryKey: trpc.labels.list.queryKey() });
        onChange([...value, label.id]);
        setName('');
      },
    }),
  );
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);
  const add = () => {
    if (name.trim() === '' || create.isPending) return;
    create.mutate({ ...(projectId && { projectId }), name: name.trim(), color });
  };
  const team = (labels.data ?? []).filter((label) => label.projectId === projectId);

  return (
    <fieldset className={`${styles.picker} ${className ?? ''}`} aria-labelledby={legendId}>
      <legend id={legendId} className="tm-field__label">
        {t('picker.legend')}
      </legend>
      {team.length === 0 ? (
        labels.isSuccess && <p className={styles.hint}>{t('picker.none')}</p>
      ) : (
        <div className={styles.chips}>
          {team.map((label) => {
            const on = value.includes(label.id);
            return (
              <button
                key={label.id}
                type="button"
                className={`${chipClass(label.color)} ${styles.toggle}`}
                aria-pressed={on}
                onClick={() => toggle(label.id)}
              >
                {on && <Check size={12} aria-hidden="true" />}
                {label.name}
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.createRow}>
        <TextField
          label={t('picker.newName')}
          value={name}
          maxLength={LABEL_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          // Enter adds the label; it must not submit the task's form.
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <LabelColorSelect value={color} onChange={setColor} label={t('picker.newColor')} />
        <Button
          type="button"
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={name.trim() === '' || create.isPending}
          onClick={add}
        >
          {t('picker.create')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          icon={<Settings2 size={16} aria-hidden="true" />}
          onClick={(event) => {
            setOpener(event.currentTarget);
            setManaged(true);
            setManaging(true);
          }}
        >
          {t('picker.manage')}
        </Button>
      </div>
      {create.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(create.error, t('manager.createError'))}
        </p>
      )}
      {managed && (
        <Suspense fallback={null}>
          <LabelManagerDialog open={managing} onClose={() => setManaging(false)} opener={opener} />
        </Suspense>
      )}
    </fieldset>
  );
}
