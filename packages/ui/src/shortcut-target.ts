/**
 * Whether a key press may be read as a list shortcut: never while the member types
 * (a field, an editable area, a select or combobox), never while a dialog or menu is
 * open (its own keys win), never with Ctrl, Alt or Meta (the browser's and the
 * system's shortcuts).
 */
export function isShortcutAllowed(event: KeyboardEvent, doc: Document = document): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
    return false;
  const target = event.target;
  if (target instanceof Element && isTypingTarget(target)) return false;
  return doc.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') === null;
}

function isTypingTarget(el: Element): boolean {
  if (el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  const role = el.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox' || role === 'spinbutton';
}

/** Enter on a button or link is that control's own; the list's Enter acts on the page or a row. */
export function isOnControl(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest('button, a[href], [role="tab"]') !== null;
}
