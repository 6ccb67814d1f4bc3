import { useLocation, useNavigate } from '@tm/ui/router';
import { useCallback } from 'react';

// The detail view is routed by address: /app/tasks/{id} opens a task over the list
// (the shell maps it to the same screen as /app), so it survives a reload and can be
// shared; /app/tasks/{ref} (`WEB-42`, issue 31) opens it by its reference too. The
// list's view state (filters, search, sort, project) stays in the query string
// across opening and closing.

const DETAIL_PATH = /^\/app\/tasks\/([^/]+)\/?$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the address names the task by its id (else perhaps by its reference). */
export const isTaskId = (text: string) => UUID.test(text);

/** The task id or reference an address opens, if any. */
function taskIdInPath(pathname: string): string | null {
  const match = DETAIL_PATH.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A task's detail address with the current view state kept. */
export const taskPath = (id: string, search = '') => `/app/tasks/${encodeURIComponent(id)}${search}`;

/** The open task's id or reference, and how to close it (back to the list as it was). */
export function useTaskRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const openId = taskIdInPath(location.pathname);
  const search = location.search;
  const close = useCallback(() => navigate(`/app${search}`), [navigate, search]);
  const open = useCallback((id: string) => navigate(taskPath(id, search)), [navigate, search]);
  return { openId, search, open, close };
}
