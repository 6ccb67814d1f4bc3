import type { DateOnly } from '@tm/domain/task/date-only';
import { LoadingState } from '@tm/ui/spinner';
import { lazy, Suspense } from 'react';

// The calendar, date-fns' grid helpers and dnd-kit download when the calendar is first opened.
const CalendarBoard = lazy(() => import('./calendar-board.tsx').then((m) => ({ default: m.CalendarBoard })));

export function LazyCalendarBoard({ today }: { today: DateOnly }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <CalendarBoard today={today} />
    </Suspense>
  );
}
