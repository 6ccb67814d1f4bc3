// The open-able select (Radix Select), loaded by @tm/ui/select on first use.
import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { SelectProps } from './select.tsx';

/** A single choice from a short list (Radix Select: keyboard, typeahead, screen readers). */
export default function SelectList<V extends string>({
  value,
  onValueChange,
  options,
  id,
  disabled,
  className,
  defaultOpen,
  ...aria
}: SelectProps<V> & { defaultOpen?: boolean }) {
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={(v) => onValueChange(v as V)}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <RadixSelect.Trigger
        id={id}
        className={['tm-select-trigger', className].filter(Boolean).join(' ')}
        aria-label={aria['aria-label']}
      >
        <RadixSelect.Value />
        <RadixSelect.Icon>
          <ChevronDown size={16} aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="tm-select-content" position="popper" sideOffset={4}>
          <RadixSelect.Viewport>
            {options.map((o) => (
              <RadixSelect.Item key={o.value} value={o.value} className="tm-select-item">
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="tm-menu__indicator">
                  <Check size={16} aria-hidden="true" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
