import { useSession } from '@tm/api-client/session';
import type { DateOnly } from '@tm/domain/task/date-only';
import type { TaskView, ViewerContext } from '@tm/domain/task/task-view';
import { parseTaskView, writeTaskView } from '@tm/domain/task/task-view-url';
import { dateLocale } from '@tm/i18n/dates';
import { useSearchParams } from '@tm/ui/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The list's view (filters, search, sort, list or board) kept in the address, so a
 * bookmark, a shared link or a reload shows the same view. Changes replace the
 * history entry: typing a search must not leave one Back step per letter.
 *
 * The screen reads a copy held here, changed at once: the router applies an address
 * change a render later, and a search box fed from the address alone would drop the
 * letters typed meanwhile. The copy follows the address when something else changes
 * it (Back, a link); an address this hook wrote itself, even a stale one, is not that.
 */
export function useTaskView(): [TaskView, (change: Partial<TaskView>) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const [view, setView] = useState(() => parseTaskView(params));
  const latest = useRef(view);
  const written = useRef(new Set<string>());

  useEffect(() => {
    if (written.current.has(query)) {
      if (query === writeTaskView(latest.current, new URLSearchParams(query)).toString()) {
        written.current.clear(); // caught up with the last change
      }
      return;
    }
    const fromAddress = parseTaskView(new URLSearchParams(query));
    latest.current = fromAddress;
    setView(fromAddress);
  }, [query]);

  const change = useCallback(
    (partial: Partial<TaskView>) => {
      const next = { ...latest.current, ...partial };
      latest.current = next;
      setView(next);
      // From the address as it is now (the hook's copy of it may lag a render behind).
      const address = writeTaskView(next, new URLSearchParams(window.location.search));
      written.current.add(address.toString());
      setParams(address, { replace: true });
    },
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
