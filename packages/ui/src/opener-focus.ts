import { useCallback, useRef } from 'react';

/**
 * The focus goes back to what had it when the dialog opened. Radix returns it only
 * to a `Dialog.Trigger`, and these dialogs are opened by state (a button's click, a
 * shortcut, an address), so without this it fell to the page's body. A caller's own
 * `onCloseAutoFocus` runs first and may take over (`preventDefault`).
 */
export function useOpenerFocus(open: boolean, onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: the focus moves into the dialog only once it is mounted.
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
    [onCloseAutoFocus],
  );
}
