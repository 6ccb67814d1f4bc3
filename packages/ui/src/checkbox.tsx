import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label, clickable. */
  label: ReactNode;
  disabled?: boolean;
  id?: string;
}

export function Checkbox({ checked, onCheckedChange, label, disabled, id }: CheckboxProps) {
  const auto = useId();
  const cid = id ?? auto;
  return (
    <span className="tm-checkbox-row">
      <RadixCheckbox.Root
        id={cid}
        className="tm-checkbox"
        checked={checked}
        onCheckedChange={(v) => onCheckedChange(v === true)}
        disabled={disabled}
      >
        <RadixCheckbox.Indicator>
          <Check size={14} strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={cid}>{label}</label>
    </span>
  );
}
