import { formatClock, formatLongDate } from '@tm/i18n/dates';
import { currentLanguage } from '@tm/i18n/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A live clock: HH:mm:ss, ticking every second, over the long date in the current language. */
export function Clock({ className }: { className?: string }) {
  useTranslation(); // re-render on language change
  const now = useNow(1000);
  return (
    <div className={['tm-clock', className].filter(Boolean).join(' ')}>
      <time className="tm-clock__time" dateTime={now.toISOString()}>
        {formatClock(now)}
      </time>
      <span className="tm-clock__date">{formatLongDate(now, currentLanguage())}</span>
    </div>
  );
}

/** The current time, refreshed every `intervalMs`. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
