import type { Label } from '@tm/domain/label/label.schema';

// Labels as task reads carry them. Lists read them in one flat statement for any
// number of tasks, grouped in memory, like comments (comment-rows.ts); a single
// task reads them as a JSON aggregate in its own statement.

/** Order of a task's labels everywhere: by name ignoring case, then id (sortLabels in packages/domain). */
export const LABEL_ORDER = 'lower(l.name) collate "C", l.id';

/** The labels of the tasks matching `where` (on task_labels `tl`), flat. */
export const selectTaskLabels = (where: string) => `
  select tl.task_id, l.id, l.name, l.color, l.project_id as "projectId"
  from task_labels tl join labels l on l.id = tl.label_id
  where ${where}
  order by tl.task_id, ${LABEL_ORDER}`;

export interface TaskLabelRow extends Label {
  task_id: string;
}

export function groupLabels(rows: TaskLabelRow[]): Map<string, Label[]> {
  const byTask = new Map<string, Label[]>();
  for (const { task_id, ...label } of rows) {
    const list = byTask.get(task_id);
    if (list) list.push(label);
    else byTask.set(task_id, [label]);
  }
  return byTask;
}

/** A task's labels as a JSON array; the task is `t`. */
export const LABELS_JSON = `coalesce((
    select json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color, 'projectId', l.project_id)
      order by ${LABEL_ORDER})
    from task_labels tl join labels l on l.id = tl.label_id
    where tl.task_id = t.id), '[]')`;

/** A label's columns as the wire names them. */
export const LABEL_COLUMNS = 'l.id, l.name, l.color, l.project_id as "projectId"';

/** The labels of the projects `projects` selects (a statement answering project ids), in order. */
export const selectLabelsOf = (projects: string) =>
  `select ${LABEL_COLUMNS} from labels l where l.project_id in (${projects}) order by ${LABEL_ORDER}`;
