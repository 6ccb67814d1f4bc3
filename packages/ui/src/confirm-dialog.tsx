import { lazy, Suspense, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Êtes-vous sûr de vouloir supprimer cette tâche ?". */
  title: string;
  description?: string;
  /** Defaults to "Delete". */
  confirmLabel?: string;
  onConfirm: () => void;
  danger?: boolean;
  /**
   * Where the focus goes once closed (`preventDefault` to move it yourself): by default
   * back to what opened it, which a confirmed delete may be about to remove.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

const ConfirmDialogWindow = lazy(() => import('./confirm-dialog-window.tsx'));

/**
 * Asks before a destructive action; Cancel has the focus first (Radix
 * AlertDialog). Nothing shows until it is asked, so the Radix part downloads
 * then, not with the screen (a list shows one per task); it stays mounted after.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogWindow {...props} />
    </Suspense>
  );
}
