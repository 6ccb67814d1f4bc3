import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import { CHECKLIST_TEXT_MAX } from '@tm/domain/task/checklist-limits';
import { Button } from '@tm/ui/button';
import { Checkbox } from '@tm/ui/checkbox';
import { Check, GripVertical, Pencil, Trash2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './checklist.module.css';

interface RowProps {
  item: ChecklistItem;
  onToggle: (done: boolean) => void;
  onRename: (text: string) => void;
  onDelete: () => void;
}

/** One item: a handle to drag (pointer or keyboard), its box, and edit and delete buttons. */
export function ChecklistRow({ item, onToggle, onRename, onDelete }: RowProps) {
  const { t } = useTranslation('checklist');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: editing });

  // Back on the edit button once the field closes, so the keyboard stays in place.
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${styles.item} ${isDragging ? styles.dragging : ''} ${item.done ? styles.done : ''}`}
      data-testid="checklist-item"
      data-done={item.done || undefined}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('move', { text: item.text })}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      {editing ? (
        <EditItem
          item={item}
          onSave={(text) => {
            onRename(text);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <>
          <span className={styles.text}>
            <Checkbox checked={item.done} onCheckedChange={onToggle} label={item.text} />
          </span>
          {/* A plain button with the kit's look: the focus comes back to it after an edit. */}
          <button
            ref={editButton}
            type="button"
            className="tm-button tm-button--ghost tm-button--sm tm-button--icon"
            aria-label={t('edit', { text: item.text })}
            onClick={() => setEditing(true)}
          >
            <Pencil size={14} aria-hidden="true" />
          </button>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('delete', { text: item.text })}
            icon={<Trash2 size={14} aria-hidden="true" />}
            onClick={onDelete}
          />
        </>
      )}
    </li>
  );
}

function EditItem({
  item,
  onSave,
  onCancel,
}: {
  item: ChecklistItem;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('checklist');
  const [text, setText] = useState(item.text);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '' || trimmed === item.text) onCancel();
    else onSave(trimmed);
  };
  return (
    <form className={styles.editForm} onSubmit={submit}>
      <input
        className="tm-input"
        aria-label={t('editField', { text: item.text })}
        value={text}
        maxLength={CHECKLIST_TEXT_MAX}
        // biome-ignore lint/a11y/noAutofocus: the field replaces the button just pressed to open it.
        autoFocus
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <Button
        type="submit"
        variant="primary"
        size="sm"
        iconOnly
        aria-label={t('save')}
        icon={<Check size={14} aria-hidden="true" />}
      />
      <Button
        size="sm"
        variant="ghost"
        iconOnly
        aria-label={t('cancel')}
        icon={<X size={14} aria-hidden="true" />}
        onClick={onCancel}
      />
    </form>
  );
}
