// Paging through every item of a wall screen in turn (issue 24): a page every few seconds,
// "11–20 of 29" and a bar filling until the next page, so nothing falls off a screen
// nobody scrolls.
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const WALL_PAGE_SIZE = 10;
export const WALL_PAGE_MS = 15_000;

export interface Pager {
  /** Zero-based page shown. */
  page: number;
  pages: number;
  /** Index of the first and one past the last item shown. */
  start: number;
  end: number;
  total: number;
  /** Turn by hand (outside kiosk mode): -1 or +1, wrapping. */
  go(delta: number): void;
}

/**
 * The page shown of `total` items, turning every `intervalMs` while `enabled` (else by `go`). The page
 * index is the state: a live update that adds or removes items keeps the screen on the
 * same page (only clamped when that page no longer exists), and the timer is not restarted
 * by updates, so a busy team does not pin the screen to one page.
 */
export function usePager(
  total: number,
  enabled: boolean,
  pageSize = WALL_PAGE_SIZE,
  intervalMs = WALL_PAGE_MS,
): Pager {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [page, setPage] = useState(0);
  const pagesRef = useRef(pages);
  pagesRef.current = pages;

  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setPage((p) => (p + 1) % pagesRef.current), intervalMs);
    return () => clearInterval(id);
  }, [enabled, intervalMs]);

  const shown = Math.min(page, pages - 1);
  const start = shown * pageSize;
  const go = (delta: number) =>
    setPage((p) => (Math.min(p, pagesRef.current - 1) + delta + pagesRef.current) % pagesRef.current);
  return { page: shown, pages, start, end: Math.min(total, start + pageSize), total, go };
}

/** "11–20 of 29", and on a turning screen a bar filling over the page's time (restarted on each page). */
export function PagerStatus({
  pager,
  intervalMs = WALL_PAGE_MS,
  className,
}: {
  pager: Pager;
  intervalMs?: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation('wall');
  if (pager.total === 0) return null;
  const fmt = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div className={['tm-pager', className].filter(Boolean).join(' ')} data-testid="pager">
      <span className="tm-pager__range" data-testid="pager-range">
        {t('paging.range', { from: fmt(pager.start + 1), to: fmt(pager.end), total: fmt(pager.total) })}
      </span>
      {pager.pages > 1 && intervalMs > 0 && (
        <span className="tm-pager__track" aria-hidden="true">
          <span
            key={`${pager.page}/${pager.pages}`}
            className="tm-pager__fill"
            style={{ '--tm-page-ms': `${intervalMs}ms` } as CSSProperties}
          />
        </span>
      )}
    </div>
  );
}

/** Seconds per page from `?pageSeconds=` (5 to 120), else the default: a slow room may want longer. */
export function pageMsFrom(search: string): number {
  const value = Number(new URLSearchParams(search).get('pageSeconds'));
  return Number.isInteger(value) && value >= 5 && value <= 120 ? value * 1000 : WALL_PAGE_MS;
}
