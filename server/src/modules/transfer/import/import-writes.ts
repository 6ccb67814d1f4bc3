import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportSource } from '@tm/domain/transfer/task-import.schema';
import { preparedQuery } from '../../../db/prepared-statements.ts';
import type { PlannedTask } from './import-plan.ts';

// The import's writes: a few statements per chunk of tasks, each inserting a whole
// chunk from one JSON parameter (json_to_recordset), never one ORM flush per row:
// 10,000 tasks with their labels, checklists, comments and history are a few dozen
// statements. The caller runs them in one transaction: all or nothing. The chunk's
// JSON goes as a real parameter: written into the SQL text by the ORM, a chunk of
// long descriptions would be copied character by character on the event loop.

export const IMPORT_CHUNK = 1_000;

/** The team's labels by lower-case name, creating those the import names and the team lacks. */
export async function ensureLabels(
  em: EntityManager,
  projectId: string,
  wanted: readonly { name: string; color: string }[],
): Promise<Map<string, string>> {
  const byName = new Map<string, { name: string; color: string }>();
  for (const l of wanted) if (!byName.has(l.name.toLowerCase())) byName.set(l.name.toLowerCase(), l);
  if (byName.size > 0) {
    const fresh = [...byName.values()].map((l) => ({ id: randomUUID(), name: l.name, color: l.color }));
    await em.execute(
      `insert into labels (id, name, color, project_id)
       select r.id, r.name, r.color, ?::uuid from json_to_recordset(?::json) as r(id uuid, name text, color text)
       on conflict (project_id, (lower(name))) do nothing`,
      [projectId, JSON.stringify(fresh)],
    );
  }
  const rows = await em.execute<{ id: string; name: string }[]>(
    'select id, name from labels where project_id = ?::uuid',
    [projectId],
  );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/** Inserts one chunk of planned tasks with everything that hangs off them; answers their ids in order. */
export async function insertChunk(
  em: EntityManager,
  tasks: readonly PlannedTask[],
  ctx: { importerId: string; projectId: string; source: ImportSource; labelIds: Map<string, string> },
): Promise<string[]> {
  const ids = tasks.map(() => randomUUID());
  const taskRows = tasks.map((t, i) => ({
    id: ids[i],
    title: t.title,
    status: t.status,
    priority: t.priority,
    due_date: t.dueDate,
    assignee_id: t.assignee?.id ?? null,
    description: t.description,
  }));
  // Positions: a chunk keeps the file's order at the top of each board column.
  await preparedQuery(
    em,
    `insert into tasks (id, title, status, priority, due_date, owner_id, assignee_id, description, completed_at,
       position, project_id)
     select r.id, r.title, r.status, r.priority, r.due_date, ?::uuid, r.assignee_id, r.description,
       case when r.status = 'done' then now() end,
       -extract(epoch from clock_timestamp()) - (count(*) over () - row_number() over ()) * 0.001, ?::uuid
     from json_to_recordset(?::json)
       as r(id uuid, title text, status text, priority text, due_date date, assignee_id uuid, description text)`,
    [ctx.importerId, ctx.projectId, JSON.stringify(taskRows)],
  );
  await preparedQuery(
    em,
    `insert into history_entries (task_id, user_id, action, new_value, created_at)
     select r.id, ?::uuid, 'imported', ?, now() from json_to_recordset(?::json) as r(id uuid)`,
    [ctx.importerId, ctx.source, JSON.stringify(ids.map((id) => ({ id })))],
  );
  const taskLabels = tasks.flatMap((t, i) =>
    t.labels.map((l) => ({ task_id: ids[i], label_id: ctx.labelIds.get(l.name.toLowerCase()) })),
  );
  if (taskLabels.length > 0) {
    await preparedQuery(
      em,
      `insert into task_labels (task_id, label_id)
       select r.task_id, r.label_id from json_to_recordset(?::json) as r(task_id uuid, label_id uuid)
       on conflict do nothing`,
      [JSON.stringify(taskLabels)],
    );
  }
  const items = tasks.flatMap((t, i) =>
    t.checklist.map((c, n) => ({
      id: randomUUID(),
      task_id: ids[i],
      text: c.text,
      done: c.done,
      position: (n + 1) * 1024,
    })),
  );
  if (items.length > 0) {
    await preparedQuery(
      em,
      `insert into task_checklist_items (id, task_id, text, done, position)
       select r.id, r.task_id, r.text, r.done, r.position
       from json_to_recordset(?::json) as r(id uuid, task_id uuid, text text, done boolean, position double precision)`,
      [JSON.stringify(items)],
    );
  }
  const comments = tasks.flatMap((t, i) =>
    t.comments.map((c) => ({
      task_id: ids[i],
      author_id: c.authorId ?? ctx.importerId,
      // A comment whose author is no member here is written by the importer, naming its author.
      content: c.authorId ? c.text : `${c.authorName || '?'}: ${c.text}`,
      created_at: c.date,
    })),
  );
  if (comments.length > 0) {
    await preparedQuery(
      em,
      `insert into comments (task_id, author_id, content, created_at)
       select r.task_id, r.author_id, r.content, coalesce(r.created_at, now())
       from json_to_recordset(?::json) as r(task_id uuid, author_id uuid, content text, created_at timestamptz)`,
      [JSON.stringify(comments)],
    );
  }
  return ids;
}
