import { todayIn } from '@tm/domain/task/date-only';
import type { HistoryEntry, Task } from '@tm/domain/task/task.schema';
import { filterTaskView, sortTaskView } from '@tm/domain/task/task-view';
import { parseTaskView } from '@tm/domain/task/task-view-url';
import {
  EXPORT_CSV_COLUMNS,
  type ExportTasksInput,
  LABELS_SEPARATOR,
} from '@tm/domain/transfer/task-export.schema';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { taskReads } from '../tasks/task-reads.ts';
import { listScope } from '../tasks/task-scope.ts';
import { historiesOf } from './export-rows.ts';

type ExportQuery = z.output<typeof ExportTasksInput>;

/** A task as the JSON export writes it: the task with its comments, labels, checklist, and its history. */
export type ExportedTask = Task & { history: HistoryEntry[] };

/**
 * The tasks the list shows for these filters, in its order: the same rules as the
 * screen (packages/domain task-view.ts) over the same members' list.
 */
async function shownTasks(ctx: MemberCtx, query: ExportQuery): Promise<Task[]> {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'priority', 'assignee', 'labels', 'due', 'sort'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  const view = parseTaskView(params);
  const viewer = {
    me: ctx.member.id,
    today: query.today ?? todayIn('UTC'),
    weekStartsOn: query.weekStart ?? 1,
  };
  const all = await taskReads.listAll(ctx.em, listScope(ctx.member, query.projectId));
  return sortTaskView(filterTaskView(all, view, viewer), view.sort);
}

export async function exportTasksJson(ctx: MemberCtx, query: ExportQuery): Promise<ExportedTask[]> {
  const tasks = await shownTasks(ctx, query);
  const histories = await historiesOf(
    ctx.em,
    tasks.map((t) => t.id),
  );
  return tasks.map((t) => ({ ...t, history: histories.get(t.id) ?? [] }));
}

/**
 * RFC 4180 CSV with a header row and a UTF-8 byte order mark (so spreadsheet
 * programs read accents right; the import skips it). A cell starting with = + - @
 * tab or CR gets a leading apostrophe (escape_formulas): a title cannot run as a
 * formula. People are written by name, labels by name joined with ", ".
 */
export async function exportTasksCsv(ctx: MemberCtx, query: ExportQuery): Promise<string> {
  const tasks = await shownTasks(ctx, query);
  const rows = tasks.map((t) => ({
    id: t.id,
    ref: t.ref,
    title: t.title,
    status: t.status,
    priority: t.priority,
    dueDate: t.dueDate ?? '',
    assignee: t.assignee?.name ?? '',
    owner: t.owner.name,
    clientApproval: t.clientApproval,
    approvalComment: t.approvalComment ?? '',
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    labels: t.labels.map((l) => l.name).join(LABELS_SEPARATOR),
    description: t.description ?? '',
  }));
  return stringify(rows, {
    header: true,
    columns: [...EXPORT_CSV_COLUMNS],
    escape_formulas: true,
    bom: true,
    record_delimiter: 'windows',
    // A line break inside a cell is quoted even when it is not the record delimiter.
    quoted_match: /[\r\n]/,
  });
}

/** `tasks-2026-11-26.csv`: the date the file was made. */
export const exportFileName = (format: 'csv' | 'json', now = new Date()) =>
  `tasks-${now.toISOString().slice(0, 10)}.${format}`;
