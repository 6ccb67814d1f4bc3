import { useCallback, useEffect, useRef } from 'react';

/**
 * Gives the focus back to what opened an overlay the shell opens by state rather
 * than through a Radix trigger: mf-admin's panels, from a header button or a profile
 * menu item. Their dialog mounts after a loading dialog of the shell's, so Radix's
 * own return lands on the page's body.
 *
 * The opener is taken when the panel is asked for (call the answered `remember`
 * first), not after the render that opens it: by then the menu that held the item
 * may be closing and its button already marked collapsed. An item of a menu is gone
 * once the menu closes: the menu's button takes the focus instead.
 */
export function useFocusReturn(open: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = focusOwner();
  }, []);
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the closing dialog's own focus return (Radix moves it in a timeout on
    // unmount). On a busy device that return can land after this one, on the page's
    // body: the next frame looks again and takes the focus back from the body only.
    let frame = 0;
    const timer = setTimeout(() => {
      if (!target.isConnected) return;
      target.focus();
      frame = requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && target.isConnected) target.focus();
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [open]);
  return remember;
}

/** What has the focus now, or for an item of a menu, the button that opened the menu. */
function focusOwner(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (!menu) return active;
  const byId = menu.id
    ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`)
    : null;
  return byId ?? document.querySelector<HTMLElement>('[aria-haspopup="menu"][aria-expanded="true"]');
}
