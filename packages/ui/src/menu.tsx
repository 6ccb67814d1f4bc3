import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A dropdown menu (Radix DropdownMenu: arrow keys, typeahead, Escape). Compose:
 *
 *   <Menu trigger={<Button>…</Button>}>
 *     <MenuLabel>…</MenuLabel>
 *     <MenuItem onSelect={…}>…</MenuItem>
 *     <MenuSeparator />
 *   </Menu>
 */
export function Menu({
  trigger,
  children,
  align = 'end',
  defaultOpen,
  open,
  onOpenChange,
}: {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Open as it mounts (a menu loaded on first use, opened by that use). */
  defaultOpen?: boolean;
  /** Held by the caller, for a menu that something else opens too (a keyboard shortcut). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    // Not modal: the page around an open menu stays in the accessibility tree
    // (a modal menu hides it with aria-hidden while it keeps focusable links).
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="tm-menu" align={align} sideOffset={6} collisionPadding={8}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({
  onSelect,
  icon,
  children,
  disabled,
}: {
  onSelect: () => void;
  icon?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item className="tm-menu__item" onSelect={onSelect} disabled={disabled}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/** A checkbox inside a menu; the menu stays open so several can be toggled. */
export function MenuCheckboxItem({
  checked,
  onCheckedChange,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.CheckboxItem
      className="tm-menu__item"
      checked={checked}
      onCheckedChange={onCheckedChange}
      onSelect={(e) => e.preventDefault()}
    >
      <span className="tm-checkbox" data-state={checked ? 'checked' : 'unchecked'} aria-hidden="true">
        <DropdownMenu.ItemIndicator>
          <Check size={14} strokeWidth={3} />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}

/**
 * One choice among several (language, theme) inside a menu. The menu stays open,
 * to see the choice take effect, unless `closeOnSelect` (a choice that moves on).
 */
export function MenuRadioGroup<V extends string>({
  value,
  onValueChange,
  options,
  closeOnSelect = false,
}: {
  value: V;
  onValueChange: (value: V) => void;
  options: { value: V; label: ReactNode; icon?: ReactNode }[];
  closeOnSelect?: boolean;
}) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={(v) => onValueChange(v as V)}>
      {options.map((o) => (
        <DropdownMenu.RadioItem
          key={o.value}
          value={o.value}
          className="tm-menu__item"
          onSelect={(e) => {
            if (!closeOnSelect) e.preventDefault();
          }}
        >
          {o.icon}
          {o.label}
          <DropdownMenu.ItemIndicator className="tm-menu__indicator">
            <Check size={16} aria-hidden="true" />
          </DropdownMenu.ItemIndicator>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.RadioGroup>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="tm-menu__label">{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="tm-menu__separator" />;
}
