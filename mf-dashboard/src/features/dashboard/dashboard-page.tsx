import type { ConnectionState } from '@tm/api-client/socket';
import { todayIn } from '@tm/domain/task/date-only';
import { useNow } from '@tm/ui/clock';
import { ErrorState } from '@tm/ui/error-state';
import { isKioskSearch, useKioskEffects } from '@tm/ui/kiosk';
import { pageMsFrom } from '@tm/ui/pager';
import { useLocation } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { UrgencyLegend } from '@tm/ui/urgency-legend';
import { useState } from 'react';
import { ActiveTaskList } from './active-task-list.tsx';
import styles from './dashboard.module.css';
import { dashboardFigures } from './dashboard-figures.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { useDashboardProject } from './dashboard-project.ts';
import { MemberLiveUpdates } from './member-live-updates.tsx';
import { NothingPublished } from './nothing-published.tsx';
import { ProgressPanel } from './progress-panel.tsx';
import { StatCards } from './stat-cards.tsx';
import { usePublicTasks } from './use-public-tasks.ts';

/**
 * The public dashboard: anyone may look, no sign-in needed; updates arrive live. With
 * `?kiosk=1` it is a wall screen (issue 24): no chrome, nothing to click, type scaled to
 * the viewport, every active task in turn with overdue and urgent ones first. At
 * /dashboard/{KEY} the same for one project's published tasks (issue 31).
 */
export function DashboardPage({ standaloneKey }: { standaloneKey: string | null }) {
  const projectKey = useDashboardProject(standaloneKey);
  const { query: tasks, source, streamState, updatedAt, nothingPublished } = usePublicTasks(projectKey);
  const [socketState, setSocketState] = useState<ConnectionState>('connecting');
  const { search } = useLocation();
  const kiosk = isKioskSearch(search);
  useKioskEffects(kiosk);
  const pageMs = pageMsFrom(search);
  // Overdue flags and relative dates follow the clock (a wall screen stays open for days).
  const now = useNow(60_000);
  const today = todayIn(undefined, now);
  const live = source === 'socket' ? socketState : streamState;

  return (
    <div className={kiosk ? styles.kioskPage : styles.page} data-kiosk={kiosk}>
      {source === 'socket' && <MemberLiveUpdates onState={setSocketState} />}
      <DashboardHeader
        live={nothingPublished ? null : live}
        updatedAt={updatedAt}
        kiosk={kiosk}
        projectKey={projectKey}
      />
      {/* A failed refetch keeps the last list on screen (the header says it is stale):
          a wall screen must not swap its tasks for an error while the server restarts. */}
      {tasks.data ? (
        <Figures
          tasks={tasks.data}
          today={today}
          now={now}
          kiosk={kiosk}
          pageMs={pageMs}
          projectKey={projectKey}
        />
      ) : nothingPublished && projectKey ? (
        // Read again all the while (polled, or on a member's socket notice): the first task published there shows up.
        <NothingPublished projectKey={projectKey} kiosk={kiosk} />
      ) : tasks.isError ? (
        <ErrorState onRetry={() => void tasks.refetch()} />
      ) : (
        <LoadingState />
      )}
      {!nothingPublished && (
        <UrgencyLegend terms={kiosk ? ['overdue', 'urgent'] : ['overdue']} className={styles.legend} />
      )}
    </div>
  );
}

function Figures({
  tasks,
  today,
  now,
  kiosk,
  pageMs,
  projectKey,
}: {
  tasks: Parameters<typeof dashboardFigures>[0];
  today: string;
  now: Date;
  kiosk: boolean;
  pageMs: number;
  projectKey: string | null;
}) {
  const figures = dashboardFigures(tasks, today);
  const list = (
    <ActiveTaskList
      tasks={kiosk ? figures.wallActive : figures.active}
      today={today}
      now={now}
      kiosk={kiosk}
      pageMs={pageMs}
      projectKey={projectKey}
    />
  );
  if (kiosk) {
    return (
      <div className={styles.kioskBody}>
        <div className={styles.kioskSide}>
          <StatCards figures={figures} />
          <ProgressPanel figures={figures} />
        </div>
        {list}
      </div>
    );
  }
  return (
    <>
      <StatCards figures={figures} />
      <ProgressPanel figures={figures} />
      {list}
    </>
  );
}
