import { useEffect, useRef } from 'react';

/**
 * Gives the focus back to what opened an overlay the shell opens by state rather
 * than through a Radix trigger: mf-admin's panels, from a header button or a profile
 * menu item. Their dialog mounts after a loading dialog of the shell's, so Radix's
 * own return lands on the page's body. An item of a menu that has closed is gone:
 * its menu's button takes the focus instead.
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      const inMenu = active instanceof HTMLElement && active.closest('[role="menu"]');
      const menuButton = document.querySelector<HTMLElement>('[aria-haspopup="menu"][aria-expanded="true"]');
      opener.current = inMenu ? menuButton : active instanceof HTMLElement ? active : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the closing dialog's own focus return (Radix moves it in a timeout on unmount).
    const timer = setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
