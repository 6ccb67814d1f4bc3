import { useSession } from '@tm/api-client/session';
import type { DateOnly } from '@tm/domain/task/date-only';
import type { TaskView, ViewerContext } from '@tm/domain/task/task-view';
import { parseTaskView, writeTaskView } from '@tm/domain/task/task-view-url';
import { dateLocale } from '@tm/i18n/dates';
import { useSearchParams } from '@tm/ui/router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The list's view (filters, search, sort, list or board) kept in the address, so a
 * bookmark, a shared link or a reload shows the same view. Changes replace the
 * history entry: typing a search must not leave one Back step per letter.
 */
export function useTaskView(): [TaskView, (change: Partial<TaskView>) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: parsed again only when the query text changes
  const view = useMemo(() => parseTaskView(params), [query]);
  const change = useCallback(
    (partial: Partial<TaskView>) =>
      setParams((current) => writeTaskView({ ...parseTaskView(current), ...partial }, current), {
        replace: true,
      }),
    [setParams],
  );
  return [view, change];
}

/** Who is looking and when: "me", today and where this language's week starts. */
export function useViewer(today: DateOnly): ViewerContext {
  const me = useSession().user?.id ?? null;
  useTranslation(); // re-rendered on a change of language, which changes the week's start
  const weekStartsOn = dateLocale().options?.weekStartsOn ?? 1;
  return useMemo(() => ({ me, today, weekStartsOn }), [me, today, weekStartsOn]);
}
