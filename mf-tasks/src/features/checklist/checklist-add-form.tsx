import { CHECKLIST_TEXT_MAX } from '@tm/domain/task/checklist-limits';
import { Button } from '@tm/ui/button';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './checklist.module.css';

/** The field under the list: Enter adds the item at the end and keeps the field for the next one. */
export function ChecklistAddForm({
  onAdd,
  pending,
}: {
  onAdd: (text: string, onAdded: () => void) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('checklist');
  const [text, setText] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '' || pending) return;
    // Cleared only once stored: a refused item stays in the field to be fixed.
    onAdd(trimmed, () => setText(''));
  };
  return (
    <form className={styles.addForm} onSubmit={submit}>
      <input
        className="tm-input"
        aria-label={t('newItem')}
        placeholder={t('placeholder')}
        value={text}
        maxLength={CHECKLIST_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" size="sm" disabled={pending} icon={<Plus size={16} aria-hidden="true" />}>
        {t('add')}
      </Button>
    </form>
  );
}
