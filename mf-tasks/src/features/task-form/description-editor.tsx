import { DESCRIPTION_MAX } from '@tm/domain/task/task.schema';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMarkdownView } from '../description/lazy-markdown-view.tsx';
import mentionStyles from '../mentions/mentions.module.css';
import { useMentionPicker } from '../mentions/use-mention-picker.tsx';
import styles from './task-form.module.css';

type Mode = 'write' | 'preview';
const MODES: readonly Mode[] = ['write', 'preview'];

/**
 * The description's Markdown with a Write / Preview switch: WAI-ARIA tabs (arrow
 * keys, Home and End move between them, only the selected one is in the tab order).
 */
export function DescriptionEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('tasks');
  const base = useId();
  const [mode, setMode] = useState<Mode>('write');
  // `@` opens the member picker; members newly mentioned are told when the task is saved.
  const picker = useMentionPicker<HTMLTextAreaElement>(value, onChange);
  const tabs = useRef<Partial<Record<Mode, HTMLButtonElement | null>>>({});
  const ids = (m: Mode) => ({ tab: `${base}-${m}-tab`, panel: `${base}-${m}-panel` });
  const textareaId = `${base}-text`;
  const hintId = `${base}-hint`;

  const select = (m: Mode) => {
    setMode(m);
    tabs.current[m]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = MODES.indexOf(mode);
    const next =
      event.key === 'ArrowRight'
        ? MODES[(at + 1) % MODES.length]
        : event.key === 'ArrowLeft'
          ? MODES[(at - 1 + MODES.length) % MODES.length]
          : event.key === 'Home'
            ? MODES[0]
            : event.key === 'End'
              ? MODES[MODES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={`tm-field ${styles.full}`}>
      <div className={styles.descriptionHead}>
        <label className="tm-field__label" htmlFor={textareaId}>
          {t('description.label')}
        </label>
        <div
          role="tablist"
          aria-label={t('description.editor')}
          className={styles.tabs}
          onKeyDown={onKeyDown}
        >
          {MODES.map((m) => (
            <button
              key={m}
              ref={(el) => {
                tabs.current[m] = el;
              }}
              type="button"
              role="tab"
              id={ids(m).tab}
              aria-selected={mode === m}
              aria-controls={ids(m).panel}
              tabIndex={mode === m ? 0 : -1}
              className={styles.tab}
              onClick={() => setMode(m)}
            >
              {t(`description.${m}`)}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={ids('write').panel}
        aria-labelledby={ids('write').tab}
        hidden={mode !== 'write'}
      >
        <div className={mentionStyles.field}>
          <textarea
            id={textareaId}
            className={`tm-input ${styles.textarea} ${styles.description}`}
            value={value}
            maxLength={DESCRIPTION_MAX}
            rows={6}
            aria-describedby={hintId}
            {...picker.fieldProps}
          />
          {picker.popup}
        </div>
        <p id={hintId} className={styles.hint}>
          {t('description.hint')}
        </p>
      </div>
      <div
        role="tabpanel"
        id={ids('preview').panel}
        aria-labelledby={ids('preview').tab}
        hidden={mode !== 'preview'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus (WAI-ARIA tabs pattern).
        tabIndex={0}
        className={styles.preview}
      >
        {mode === 'preview' &&
          (value.trim() === '' ? (
            <p className={styles.hint}>{t('description.previewEmpty')}</p>
          ) : (
            <LazyMarkdownView text={value} />
          ))}
      </div>
    </div>
  );
}
