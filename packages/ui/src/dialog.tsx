import { lazy, type ReactNode, Suspense, useState } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom (Cancel / Save). */
  footer?: ReactNode;
  /** Wider body for tables and long forms. */
  wide?: boolean;
  children?: ReactNode;
  /**
   * Where the focus goes once closed (call `preventDefault` to move it yourself). By
   * default Radix gives it back to what had it when the dialog opened, which is right
   * for a button that opens it, not for a dialog opened by an address.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

const DialogWindow = lazy(() => import('./dialog-window.tsx'));

/**
 * A modal dialog: focus trapped and restored, Escape and the overlay close it
 * (Radix Dialog). A closed dialog shows nothing, so the Radix part (with its
 * focus trap and scroll lock, shared with the other overlays) downloads when
 * the dialog first opens, not with the screen; from then on it stays mounted.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogWindow {...props} />
    </Suspense>
  );
}
