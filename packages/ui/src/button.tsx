import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (a lucide-react element). */
  icon?: ReactNode;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /** Square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  asChild,
  iconOnly,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  const classes = [
    'tm-button',
    `tm-button--${variant}`,
    `tm-button--${size}`,
    iconOnly && 'tm-button--icon',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} {...rest}>
      {icon}
      {children}
    </button>
  );
}
