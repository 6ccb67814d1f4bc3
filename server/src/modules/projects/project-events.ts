import type { AppDeps } from '../../app-deps.ts';

// What the projects' changes tell the screens; the rooms themselves are the
// realtime layer's (realtime/realtime.ts, socket-rooms.ts).

/**
 * Who sees which project changed: their sockets move rooms on every instance and
 * their screens read projects and tasks again. Failures are logged, never thrown:
 * the change is committed, and each instance's periodic check corrects the rooms.
 */
export function announceAccess(deps: AppDeps, userIds: string[] | 'everyone'): void {
  deps.realtime
    .accessChanged(userIds)
    .catch((err: unknown) => deps.log.warn({ err }, 'moving sockets after a change of access failed'));
}

/** A project's settings (and, with `tasks`, how its tasks read: key, archive) or its members changed. */
export function announceProject(deps: AppDeps, projectId: string, tasks: boolean, members = false): void {
  deps.realtime.toProject(projectId, 'project:updated', { projectId, tasks });
  if (members) deps.realtime.toProject(projectId, 'project:members', { projectId });
}

/**
 * What the wall screens show changed without a task changing: a project's dashboard
 * choice, its archive, or its tasks moved elsewhere. The members' dashboards hear
 * `tasks:public_updated` and the anonymous viewers' streams, on every instance, read
 * their lists again (modules/tasks/public-stream/).
 */
export function announcePublicLists(deps: AppDeps): void {
  deps.realtime.publicChanged();
}
