// Kiosk mode for wall screens (issue 24): `?kiosk=1` on /dashboard and /meeting. The shell
// drops its chrome for it (app-layout.tsx); the screen hides every control, scales its
// type to the viewport, keeps the display awake and hides an idle cursor.
import { MonitorPlay } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

const KIOSK_PARAM = 'kiosk';

/** Whether the page was opened as a wall screen (`?kiosk=1`). */
export function isKioskSearch(search: string): boolean {
  return new URLSearchParams(search).get(KIOSK_PARAM) === '1';
}

/** The same query string with `kiosk=1` added. */
export function withKiosk(search: string): string {
  const next = new URLSearchParams(search);
  next.set(KIOSK_PARAM, '1');
  return `?${next.toString()}`;
}

/**
 * "Wall screen": full screen (the Fullscreen API needs this click), then `onEnter` puts
 * `?kiosk=1` in the address (withKiosk), so the same address opened on the TV's browser
 * later gives the same screen. The screen navigates: a router hook here would bind to a
 * second copy of the router (a ui module's import of @tm/ui/router is not shared).
 */
export function KioskButton({ className, onEnter }: { className?: string; onEnter: () => void }) {
  const { t } = useTranslation('wall');
  const enter = () => {
    // Refused (an iframe, a browser without it): the kiosk layout still applies.
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    onEnter();
  };
  return (
    <Button
      className={className}
      size="sm"
      variant="secondary"
      icon={<MonitorPlay size={16} aria-hidden="true" />}
      onClick={enter}
      title={t('kiosk.enterTitle')}
      data-testid="kiosk-button"
    >
      {t('kiosk.enter')}
    </Button>
  );
}

/** How long the pointer may rest before it is hidden on a wall screen. */
const CURSOR_IDLE_MS = 3000;

/**
 * While `active`: the cursor disappears after a few idle seconds (html.tm-cursor-idle),
 * and the screen is kept awake with the Wake Lock API where the browser has it (the lock
 * is dropped by the browser when the tab is hidden, so it is taken again on return).
 */
export function useKioskEffects(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.classList.add('tm-kiosk');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const idleSoon = () => {
      root.classList.remove('tm-cursor-idle');
      clearTimeout(timer);
      timer = setTimeout(() => root.classList.add('tm-cursor-idle'), CURSOR_IDLE_MS);
    };
    idleSoon();
    window.addEventListener('pointermove', idleSoon);

    let lock: { release(): Promise<void> } | null = null;
    let stopped = false;
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
      }
    ).wakeLock;
    const keepAwake = () => {
      if (!wakeLock || document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((l) => {
          if (stopped) void l.release();
          else lock = l;
        })
        .catch(() => undefined); // Refused (battery saver, no permission): the screen may sleep.
    };
    keepAwake();
    document.addEventListener('visibilitychange', keepAwake);

    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('pointermove', idleSoon);
      document.removeEventListener('visibilitychange', keepAwake);
      root.classList.remove('tm-kiosk', 'tm-cursor-idle');
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}

/**
 * "Last update hh:mm:ss", and a visible stale state while updates are not arriving: a wall
 * screen must never silently show old data.
 */
export function LastUpdate({
  updatedAt,
  live,
  className,
}: {
  updatedAt: Date | null;
  live: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('wall');
  const time = updatedAt?.toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  const stale = !live;
  return (
    <p
      className={['tm-last-update', stale ? 'tm-last-update--stale' : '', className]
        .filter(Boolean)
        .join(' ')}
      data-testid="last-update"
      data-stale={stale}
      role="status"
    >
      {time === undefined
        ? t('kiosk.never')
        : stale
          ? t('kiosk.stale', { time })
          : t('kiosk.lastUpdate', { time })}
    </p>
  );
}
