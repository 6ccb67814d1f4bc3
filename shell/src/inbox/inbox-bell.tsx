import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './inbox.module.css';
import { InboxPanel } from './inbox-panel.tsx';
import { useInbox } from './use-inbox.ts';

/**
 * The header's bell: the unread count, live, and the inbox panel it opens. A
 * disclosure (button + region), not a menu: the panel holds links and buttons the
 * keyboard reaches with Tab; Escape or a click outside closes it and gives the
 * focus back to the bell.
 */
export function InboxBell() {
  const { t } = useTranslation('shell');
  const inbox = useInbox();
  const [open, setOpen] = useState(false);
  // On a phone the panel spans the screen just under the bell (inbox.module.css).
  const [top, setTop] = useState(0);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = inbox.page?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the disclosure closes it.
    <div
      ref={root}
      className={styles.root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          bell.current?.focus();
        }
      }}
    >
      <button
        ref={bell}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('inbox.bellUnread', { count: unread }) : t('inbox.bell')}
        onClick={() => {
          setTop(bell.current?.getBoundingClientRect().bottom ?? 0);
          setOpen((o) => !o);
        }}
        data-testid="inbox-bell"
      >
        <Bell size={18} aria-hidden="true" />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="inbox-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <InboxPanel id={panelId} inbox={inbox} top={top} onNavigate={() => setOpen(false)} />}
    </div>
  );
}
