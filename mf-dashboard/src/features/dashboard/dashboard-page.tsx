import type { ConnectionState } from '@tm/api-client/socket';
import { todayIn } from '@tm/domain/task/date-only';
import { useNow } from '@tm/ui/clock';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useState } from 'react';
import { ActiveTaskList } from './active-task-list.tsx';
import styles from './dashboard.module.css';
import { dashboardFigures } from './dashboard-figures.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { MemberLiveUpdates } from './member-live-updates.tsx';
import { ProgressPanel } from './progress-panel.tsx';
import { StatCards } from './stat-cards.tsx';
import { usePublicTasks } from './use-public-tasks.ts';

/** The public dashboard: anyone may look, no sign-in needed; updates arrive live. */
export function DashboardPage() {
  const { query: tasks, source, streamState, updatedAt } = usePublicTasks();
  const [socketState, setSocketState] = useState<ConnectionState>('connecting');
  // Overdue flags and relative dates follow the clock (a wall screen stays open for days).
  const now = useNow(60_000);
  const today = todayIn(undefined, now);

  return (
    <div className={styles.page}>
      {source === 'socket' && <MemberLiveUpdates onState={setSocketState} />}
      <DashboardHeader live={source === 'socket' ? socketState : streamState} updatedAt={updatedAt} />
      {tasks.isPending ? (
        <LoadingState />
      ) : tasks.isError ? (
        <ErrorState onRetry={() => void tasks.refetch()} />
      ) : (
        <Figures tasks={tasks.data} today={today} now={now} />
      )}
    </div>
  );
}

function Figures({
  tasks,
  today,
  now,
}: {
  tasks: Parameters<typeof dashboardFigures>[0];
  today: string;
  now: Date;
}) {
  const figures = dashboardFigures(tasks, today);
  return (
    <>
      <StatCards figures={figures} />
      <ProgressPanel figures={figures} />
      <ActiveTaskList
        tasks={figures.recentActive}
        activeCount={figures.activeCount}
        today={today}
        now={now}
      />
    </>
  );
}
