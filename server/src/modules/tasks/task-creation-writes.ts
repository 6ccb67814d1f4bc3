/**
 * What another module writes whenever a task is created, inside the task's own insert
 * statement: kept exactly when the task is, committed with it, at no extra round trip.
 * The integrations module queues its ticket requests this way
 * (integrations/ticket-requests.ts); the tasks module names no table of theirs.
 */
export interface TaskCreationWrite {
  /** Names this write's row count in the `task.created` event (`written`). */
  name: string;
  /**
   * A data-modifying statement (`insert ... select ... from t ... returning 1`) over the
   * inserted task, which it reads as `t`; its returned rows are counted.
   */
  sql: string;
  /** Its `?` parameters, given the member whose action created the task. */
  params(createdBy: string): unknown[];
}

/** The creation writes of one running app, registered at start before any request. */
export class TaskCreationWrites {
  private readonly writes: TaskCreationWrite[] = [];

  add(write: TaskCreationWrite): void {
    if (this.writes.some((w) => w.name === write.name))
      throw new Error(`${write.name} is already registered`);
    this.writes.push(write);
  }

  list(): readonly TaskCreationWrite[] {
    return this.writes;
  }
}
