import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from '@tm/domain/task/task.schema';
import type {
  ImportMapping,
  ImportPreview,
  ImportResult,
  ImportSource,
} from '@tm/domain/transfer/task-import.schema';
import type { MemberCtx } from '../../../context/service-ctx.ts';
import { IN_IDS, idsParam } from '../../../db/prepared-statements.ts';
import { notFound } from '../../../errors/domain-error.ts';
import { groupLabels, selectTaskLabels, type TaskLabelRow } from '../../labels/label-rows.ts';
import { projectForNewTasks } from '../../projects/project-access.ts';
import { type ChecklistRow, groupChecklists, selectChecklists } from '../../tasks/checklist-rows.ts';
import { type CommentRow, groupComments, selectComments } from '../../tasks/comment-rows.ts';
import { announceCreated } from '../../tasks/task-events.ts';
import { worksInProject } from '../../tasks/task-scope.ts';
import { selectTasks, type TaskRow, toTask } from '../../tasks/task-statements.ts';
import type { TeamMember } from './import-plan.ts';
import { importStore } from './import-store.ts';
import { type ImportTeam, planInThread, previewInThread } from './import-thread.ts';
import { ensureLabels, IMPORT_CHUNK, insertChunk } from './import-writes.ts';

// Issue 23's import: preview (a dry run: the file is read, kept, and planned with the
// first-guess mapping) then confirm (planned again with the member's mapping and
// written in ONE transaction). Any member may import; the tasks are theirs.

/** The people and labels of the project the tasks go in. */
async function team(em: EntityManager, projectId: string): Promise<ImportTeam> {
  const [members, labels] = await Promise.all([
    // Who may be assigned: as taskReads.findAssignableUser, the project's people, no deleted or deactivated member.
    em.execute<TeamMember[]>(
      `select u.id, u.name, u.email from users u
       where u.deleted_at is null and u.deactivated_at is null
         and ${worksInProject('u', '?::uuid')}`,
      [projectId],
    ),
    em.execute<{ name: string; color: string }[]>(
      'select name, color from labels where project_id = ?::uuid',
      [projectId],
    ),
  ]);
  return { members, labels };
}

/** Where an import goes: the project named (where the member works), else their default project. */
const importTarget = (ctx: MemberCtx, projectId: string | undefined) =>
  projectForNewTasks(ctx.em, ctx.member, projectId, 'Choose the project to import into');

interface ImportUpload {
  source: ImportSource;
  /** The file: its bytes (UTF-8, decoded by the reading thread) or its text. */
  content: Uint8Array | string;
  mapping: ImportMapping | undefined;
}

/**
 * Counts the preview (429 past IMPORT_PREVIEWS_PER_MINUTE, before the file is even
 * received), reads the file (400 IMPORT_FILE_INVALID when it cannot, or a cap's code),
 * keeps it as the member's one preview, and answers what would be created with
 * `mapping` (the first guess without one): an ImportPreview as UTF-8 JSON, to be
 * sent as it is (the largest file's is megabytes of rows, made off the event loop).
 */
export async function previewImportJson(
  ctx: MemberCtx,
  upload: () => ImportUpload | Promise<ImportUpload>,
): Promise<Buffer> {
  await importStore.countPreview(ctx.em, ctx.member.id);
  const { source, content, mapping } = await upload();
  const importId = randomUUID();
  const { answer, data } = await previewInThread({
    importId,
    source,
    content,
    mapping,
    team: await team(ctx.em, await importTarget(ctx, undefined)),
  });
  await importStore.save(ctx.em, importId, ctx.member.id, source, data);
  return Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
}

/** previewImportJson's answer as a value, for tRPC (whose bodies are at most 1 MB). */
export async function previewImport(
  ctx: MemberCtx,
  upload: () => ImportUpload | Promise<ImportUpload>,
): Promise<ImportPreview> {
  return JSON.parse((await previewImportJson(ctx, upload)).toString('utf8')) as ImportPreview;
}

const READ_PER_TURN = 250;
const ANNOUNCED_PER_TURN = 50;

/**
 * Creates the tasks of a kept preview with `mapping` (the preview's first guess
 * without one): every task or none. The member hears `import:progress` per chunk;
 * every member's lists get each new task as `task:created` after commit.
 */
export async function confirmImport(
  ctx: MemberCtx,
  importId: string,
  mapping: ImportMapping | undefined,
  projectId?: string,
): Promise<ImportResult> {
  const target = await importTarget(ctx, projectId);
  const { created, skipped } = await ctx.em.transactional(async (em) => {
    const kept = await importStore.take(em, importId, ctx.member.id);
    if (!kept) throw notFound('Import');
    const plan = await planInThread({ data: kept.data, mapping, team: await team(em, target) });
    const labelIds = await ensureLabels(
      em,
      target,
      plan.rows.flatMap((r) => r.labels),
    );
    const ids: string[] = [];
    const total = plan.rows.length;
    for (let at = 0; at < total; at += IMPORT_CHUNK) {
      const chunk = plan.rows.slice(at, at + IMPORT_CHUNK);
      ids.push(
        ...(await insertChunk(em, chunk, {
          importerId: ctx.member.id,
          projectId: target,
          source: kept.source,
          labelIds,
        })),
      );
      ctx.deps.realtime.toUser(ctx.member.id, 'import:progress', { importId, done: ids.length, total });
    }
    await importStore.remove(em, importId);
    return { created: ids, skipped: plan.skipped };
  });
  // Read and sent a chunk at a time, a few sends per turn: thousands of tasks read,
  // mapped and encoded in one turn would hold every other request meanwhile.
  for (let at = 0; at < created.length; at += READ_PER_TURN) {
    const tasks = await readTasks(ctx.em, created.slice(at, at + READ_PER_TURN));
    for (let i = 0; i < tasks.length; i += ANNOUNCED_PER_TURN) {
      await new Promise((resolve) => setImmediate(resolve));
      for (const task of tasks.slice(i, i + ANNOUNCED_PER_TURN)) announceCreated(ctx.deps, task);
    }
  }
  return { created: created.length, skipped, taskIds: created };
}

/** The new tasks as the list shows them, for the members' live lists. */
async function readTasks(em: EntityManager, ids: readonly string[]): Promise<Task[]> {
  if (ids.length === 0) return [];
  const param = [idsParam(ids)];
  const [rows, labels, checklists, comments] = await Promise.all([
    em.execute<TaskRow[]>(selectTasks(`t.id ${IN_IDS}`), param),
    em.execute<TaskLabelRow[]>(selectTaskLabels(`tl.task_id ${IN_IDS}`), param).then(groupLabels),
    em.execute<ChecklistRow[]>(selectChecklists(`ci.task_id ${IN_IDS}`), param).then(groupChecklists),
    em.execute<CommentRow[]>(selectComments(`c.task_id ${IN_IDS}`), param).then(groupComments),
  ]);
  return rows.map((r) =>
    toTask(r, comments.get(r.id) ?? [], labels.get(r.id) ?? [], checklists.get(r.id) ?? []),
  );
}
