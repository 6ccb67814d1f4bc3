import type { ListedTask } from '@tm/domain/task/task-card';
import { Button } from '@tm/ui/button';
import { Checkbox } from '@tm/ui/checkbox';
import { TextField } from '@tm/ui/text-field';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaskActions } from '../task-data/use-task-actions.ts';
import styles from './task-card.module.css';

/**
 * The owner's public block (SPEC 4): ticking opens an optional summary and a
 * Publish action; unticking a published task unpublishes it at once.
 */
export function PublicVisibility({ task }: { task: ListedTask }) {
  const { t } = useTranslation('tasks');
  const { setVisibility } = useTaskActions();
  const [composing, setComposing] = useState(false);
  const [summary, setSummary] = useState('');

  const toggle = (checked: boolean) => {
    if (checked) {
      setSummary(task.publicSummary ?? '');
      setComposing(true);
      return;
    }
    setComposing(false);
    if (task.isPublic) setVisibility.mutate({ id: task.id, isPublic: false, publicSummary: null });
  };
  const publish = (event: React.FormEvent) => {
    event.preventDefault();
    setVisibility.mutate({ id: task.id, isPublic: true, publicSummary: summary.trim() || null });
    setComposing(false);
  };

  return (
    <div className={styles.visibility}>
      <Checkbox
        checked={task.isPublic || composing}
        onCheckedChange={toggle}
        label={t('visibility.makePublic')}
      />
      {task.isPublic && !composing && (
        <p className={styles.published}>
          <Globe size={14} aria-hidden="true" /> {t('visibility.published')}
          {task.publicSummary && <> · {task.publicSummary}</>}
        </p>
      )}
      {composing && !task.isPublic && (
        <form className={styles.publishForm} onSubmit={publish}>
          <TextField
            label={t('visibility.summary')}
            hint={t('visibility.summaryHint')}
            value={summary}
            maxLength={500}
            autoFocus
            onChange={(e) => setSummary(e.target.value)}
          />
          <Button type="submit" size="sm" variant="primary">
            {t('visibility.publish')}
          </Button>
        </form>
      )}
    </div>
  );
}
