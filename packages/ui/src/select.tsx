import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState } from 'react';

export interface SelectOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface SelectProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  options: SelectOption<V>[];
  /** The accessible name when no visible <label htmlFor={id}> names it. */
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

const loadList = () => import('./select-list.tsx');
// `lazy` drops the value type parameter; the list takes the same props as this select.
const SelectList = lazy(loadList) as unknown as <V extends string>(
  props: SelectProps<V> & { defaultOpen?: boolean },
) => ReactNode;

/**
 * A single choice from a short list (Radix Select: keyboard, typeahead, screen
 * readers). The list part (Radix, its positioning and focus handling, about
 * 17 KB gzipped) downloads on first use: a screen full of selects shows without
 * it, and renders each as a plain button. Pointing at one or focusing it starts
 * the download; activating it (click, Enter, Space, arrows) opens the list as
 * soon as it is there, and from then on it is the Radix select.
 */
export function Select<V extends string>(props: SelectProps<V>) {
  const [wanted, setWanted] = useState(false);
  const { value, options, id, disabled, className } = props;
  const standIn = (
    // The markup of Radix's closed trigger, so that it looks and reads the same.
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={props['aria-label']}
      id={id}
      disabled={disabled}
      data-state="closed"
      className={['tm-select-trigger', className].filter(Boolean).join(' ')}
      onPointerEnter={() => void loadList()}
      onFocus={() => void loadList()}
      onClick={() => setWanted(true)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          setWanted(true);
        }
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{options.find((o) => o.value === value)?.label}</span>
      <span aria-hidden="true">
        <ChevronDown size={16} aria-hidden="true" />
      </span>
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SelectList {...props} defaultOpen />
    </Suspense>
  );
}
