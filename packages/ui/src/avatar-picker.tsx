import { RadioGroup } from 'radix-ui';

export interface AvatarPickerProps {
  /** The emoji offered: SIGNUP_AVATARS (10) or ADMIN_AVATARS (16) of @tm/domain/user/avatars. */
  choices: readonly string[];
  value: string;
  onChange: (emoji: string) => void;
  /** The accessible name of the group, e.g. "Avatar". */
  label: string;
}

/** One emoji among several, as a radio group: arrow keys move, the chosen one is ringed. */
export function AvatarPicker({ choices, value, onChange, label }: AvatarPickerProps) {
  return (
    <RadioGroup.Root
      className="tm-avatar-picker"
      aria-label={label}
      value={value}
      onValueChange={onChange}
      // Two even rows: 5 + 5 at sign-up, 8 + 8 in admin creation.
      style={{ gridTemplateColumns: `repeat(${Math.ceil(choices.length / 2)}, minmax(0, 1fr))` }}
    >
      {choices.map((emoji) => (
        <RadioGroup.Item key={emoji} value={emoji} className="tm-avatar-picker__item" aria-label={emoji}>
          <span aria-hidden="true">{emoji}</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
