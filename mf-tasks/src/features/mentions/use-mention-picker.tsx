import { mentionQueryAt, mentionToken } from '@tm/domain/text/mentions';
import type { PublicUser } from '@tm/domain/user/user.schema';
import { Avatar } from '@tm/ui/avatar';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import './comments-i18n.ts';
import styles from './mentions.module.css';
import { useTeamMembers } from './use-team-members.ts';

const SHOWN_MAX = 8;

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Picking {
  start: number;
  query: string;
}

/** Members whose name holds the typed text (any case), those starting with it first. */
function matching(members: readonly PublicUser[], query: string): PublicUser[] {
  const q = query.toLocaleLowerCase();
  const hits = members.filter((m) => m.name.toLocaleLowerCase().includes(q));
  const starts = (m: PublicUser) => (m.name.toLocaleLowerCase().startsWith(q) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name)).slice(0, SHOWN_MAX);
}

export interface MentionPicker<T extends Field> {
  /**
   * Spread on the text field. It keeps its textbox role (a comment box and a
   * description are text first, as in GitHub's editor): the list is tied to it by
   * aria-controls and aria-activedescendant, and a status line says how many match.
   */
  fieldProps: {
    ref: RefObject<T | null>;
    onChange: (event: ChangeEvent<T>) => void;
    onKeyDown: (event: KeyboardEvent<T>) => void;
    onSelect: (event: React.SyntheticEvent<T>) => void;
    onBlur: () => void;
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
  };
  /** The list of members while open, and its status line (render right after the field, inside a `.field` wrapper). */
  popup: ReactNode;
  open: boolean;
}

/**
 * Typing `@` in a comment or a description opens a list of members filtered by
 * what follows (a listbox popup on the WAI-ARIA combobox model: arrow keys move,
 * Enter or Tab picks, Escape closes, the focus stays in the field). Picking writes the
 * member's token, `@[Name](user:<id>)`, shown as their current name once saved.
 */
export function useMentionPicker<T extends Field>(
  value: string,
  onChange: (value: string) => void,
): MentionPicker<T> {
  const { t } = useTranslation('comments');
  const { members } = useTeamMembers();
  const ref = useRef<T>(null);
  const listId = useId();
  const [picking, setPicking] = useState<Picking | null>(null);
  const [active, setActive] = useState(0);
  const shown = picking ? matching(members, picking.query) : [];
  const open = picking !== null;
  const optionId = (i: number) => `${listId}-${i}`;

  const follow = (field: T) => {
    const next = mentionQueryAt(field.value, field.selectionStart ?? field.value.length);
    setPicking((old) => (old?.start === next?.start && old?.query === next?.query ? old : next));
    if (next?.query !== picking?.query) setActive(0);
  };

  const choose = (member: PublicUser) => {
    const field = ref.current;
    if (!picking || !field) return;
    const caret = field.selectionStart ?? value.length;
    const token = `${mentionToken(member.name, member.id)} `;
    const next = value.slice(0, picking.start) + token + value.slice(caret);
    const at = picking.start + token.length;
    onChange(next);
    setPicking(null);
    // After React writes the new value: the caret goes right after the mention.
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(at, at);
    });
  };

  const onKeyDown = (event: KeyboardEvent<T>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      // Escape closes the list, not the dialog around the field.
      event.stopPropagation();
      setPicking(null);
      return;
    }
    if (shown.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(shown[Math.min(active, shown.length - 1)]!);
    }
  };

  const popup = (
    <>
      {open && shown.length > 0 && (
        <div id={listId} role="listbox" aria-label={t('mentions.members')} className={styles.listbox}>
          {shown.map((m, i) => (
            <div
              key={m.id}
              id={optionId(i)}
              role="option"
              // Reached through the field's aria-activedescendant; the focus stays in the field.
              tabIndex={-1}
              aria-selected={i === active}
              className={styles.option}
              // Picked on mouse down: a click would first blur the field and close the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(m);
              }}
            >
              <Avatar emoji={m.avatar} name={m.name} size="sm" />
              <span>{m.name}</span>
            </div>
          ))}
        </div>
      )}
      {open && shown.length === 0 && (
        <p id={listId} className={`${styles.listbox} ${styles.none}`}>
          {t('mentions.none')}
        </p>
      )}
      {/* Always present, so screen readers hear its changes. */}
      <span className={styles.srOnly} role="status">
        {!open
          ? ''
          : shown.length > 0
            ? t('mentions.available', { count: shown.length })
            : t('mentions.none')}
      </span>
    </>
  );

  return {
    fieldProps: {
      ref,
      onChange: (event) => {
        onChange(event.target.value);
        follow(event.target);
      },
      onKeyDown,
      onSelect: (event) => follow(event.currentTarget),
      onBlur: () => setPicking(null),
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant':
        open && shown.length > 0 ? optionId(Math.min(active, shown.length - 1)) : undefined,
    },
    popup,
    open,
  };
}
