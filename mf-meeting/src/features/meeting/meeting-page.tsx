import { errorCodeOf } from '@tm/api-client/api-error';
import { useConnectionState } from '@tm/api-client/use-connection-state';
import { todayIn } from '@tm/domain/task/date-only';
import { Button } from '@tm/ui/button';
import { Clock, useNow } from '@tm/ui/clock';
import { ErrorState } from '@tm/ui/error-state';
import { isKioskSearch, KioskButton, LastUpdate, useKioskEffects, withKiosk } from '@tm/ui/kiosk';
import { pageMsFrom } from '@tm/ui/pager';
import { useLocation, useNavigate, useSearchParams } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { UrgencyLegend } from '@tm/ui/urgency-legend';
import { Presentation } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CriticalList } from './critical-list.tsx';
import styles from './meeting.module.css';
import { MeetingCounters } from './meeting-counters.tsx';
import { Presenter } from './presenter.tsx';
import { useMeetingOverview } from './use-meeting-overview.ts';

/** `?present=1`: presenter mode, one critical task at a time. */
const PRESENT_PARAM = 'present';

/**
 * Meeting mode: a dark, high-contrast screen for the room, live as tasks change. Every
 * critical task page by page; `?kiosk=1` makes it a wall screen (no chrome, nothing to
 * click, pages turn by themselves); presenter mode steps through the critical tasks one
 * at a time and takes the meeting's decisions on them.
 */
export function MeetingPage() {
  const { t } = useTranslation(['meeting', 'errors']);
  const overview = useMeetingOverview();
  const connection = useConnectionState();
  const { search } = useLocation();
  const navigate = useNavigate();
  const kiosk = isKioskSearch(search);
  useKioskEffects(kiosk);
  const pageMs = pageMsFrom(search);
  const [params, setParams] = useSearchParams();
  const presenting = !kiosk && params.get(PRESENT_PARAM) === '1';
  const now = useNow(60_000);
  const today = todayIn(undefined, now);
  const code = errorCodeOf(overview.error);

  const setPresenting = useCallback(
    (on: boolean) => {
      const next = new URLSearchParams(params);
      if (on) next.set(PRESENT_PARAM, '1');
      else next.delete(PRESENT_PARAM);
      setParams(next);
    },
    [params, setParams],
  );
  const close = useCallback(() => setPresenting(false), [setPresenting]);

  return (
    <div className={kiosk ? styles.kioskScreen : styles.screen} data-kiosk={kiosk}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.headerSide}>
          <LastUpdate
            updatedAt={overview.dataUpdatedAt ? new Date(overview.dataUpdatedAt) : null}
            live={connection === 'connected' && !overview.isError}
            className={styles.lastUpdate}
          />
          {!kiosk && (
            <span className={styles.modeButtons}>
              {!presenting && (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Presentation size={16} aria-hidden="true" />}
                  onClick={() => setPresenting(true)}
                  data-testid="presenter-button"
                >
                  {t('presenter.start')}
                </Button>
              )}
              <KioskButton onEnter={() => void navigate({ search: withKiosk(search) })} />
            </span>
          )}
          <Clock className={styles.clock} />
        </div>
      </header>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError && !overview.data ? (
        <ErrorState
          description={code ? t(`errors:${code}`) : undefined}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data ? (
        presenting ? (
          <Presenter tasks={overview.data.critical} onClose={close} today={today} now={now} />
        ) : (
          <>
            <MeetingCounters counts={overview.data.counts} kiosk={kiosk} />
            <CriticalList
              tasks={overview.data.critical}
              total={overview.data.counts.critical}
              today={today}
              now={now}
              kiosk={kiosk}
              pageMs={pageMs}
            />
          </>
        )
      ) : null}
      <UrgencyLegend terms={['critical', 'overdue']} className={styles.legend} />
    </div>
  );
}
