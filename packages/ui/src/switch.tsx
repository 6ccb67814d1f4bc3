import { Switch as RadixSwitch } from 'radix-ui';
import { type ReactNode, useId } from 'react';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** An on/off toggle with its label (Radix Switch, role="switch"). */
export function Switch({ checked, onCheckedChange, label, disabled, id }: SwitchProps) {
  const auto = useId();
  const sid = id ?? auto;
  return (
    <span className="tm-switch-row">
      <RadixSwitch.Root
        id={sid}
        className="tm-switch"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <RadixSwitch.Thumb className="tm-switch__thumb" />
      </RadixSwitch.Root>
      <label htmlFor={sid}>{label}</label>
    </span>
  );
}
