import {
  CreateTaskInput,
  UpdateTaskInput,
  UrgentListInput,
  VisibilityInput,
} from '@tm/domain/task/task.schema';
import { BulkTaskInput } from '@tm/domain/task/task-bulk.schema';
import { MoveTaskInput } from '@tm/domain/task/task-move.schema';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, type MemberRequest, requireMember } from '../../http/request-context.ts';
import { sendJsonBody } from './list-cache/send-json-body.ts';
import { claimTask, createTask, getTask, removeTask, setVisibility, updateTask } from './task.service.ts';
import { bulkTasks } from './task-bulk.service.ts';
import type { TaskCtx } from './task-ctx.ts';
import { taskIdParam } from './task-id-param.ts';
import {
  memberTaskList,
  publicTaskList,
  taskCardList,
  taskCounts,
  urgentTaskPage,
} from './task-list.service.ts';
import { moveTask } from './task-move.service.ts';

/** SPEC 7 task paths over the same services as the tRPC router. */
export function tasksRest(deps: AppDeps): Router {
  const r = Router();
  const ctx = (req: MemberRequest): TaskCtx => ({
    em: req.ctx.em,
    member: req.ctx.member,
    deps,
    ip: req.ctx.ip,
  });
  const id = (req: Request) => taskIdParam(req);

  // Anonymous: the public dashboard.
  r.get(
    '/tasks/public',
    handle(async (req, res) => {
      await sendJsonBody(req, res, await publicTaskList({ em: req.ctx.em, deps }));
    }),
  );

  r.use('/tasks', requireMember);
  r.get(
    '/tasks',
    handle(async (req, res) => {
      // Stored by the browser but checked every time.
      await sendJsonBody(req, res, await memberTaskList(ctx(req)), 'private, no-cache');
    }),
  );
  // The screens' list (issue 25): what rows and cards show, people and labels named once.
  r.get(
    '/tasks/cards',
    handle(async (req, res) => {
      await sendJsonBody(req, res, await taskCardList(ctx(req)), 'private, no-cache');
    }),
  );
  r.get(
    '/tasks/counts',
    handle(async (req, res) => {
      await sendJsonBody(req, res, await taskCounts(ctx(req)), 'private, no-cache');
    }),
  );
  // `?today=YYYY-MM-DD`: the viewer's date (the server's UTC date without it).
  r.get(
    '/tasks/urgent',
    handle(async (req, res) => {
      res.json(await urgentTaskPage(ctx(req), parseInput(UrgentListInput, { ...req.query })));
    }),
  );
  // After the fixed paths above (public, cards, counts, urgent): any other segment is an id.
  r.get(
    '/tasks/:id',
    handle(async (req, res) => {
      res.json(await getTask(ctx(req), id(req)));
    }),
  );
  r.post(
    '/tasks',
    handle(async (req, res) => {
      res.status(201).json(await createTask(ctx(req), parseInput(CreateTaskInput, req.body)));
    }),
  );
  // Bulk actions: the changed tasks, or 204 for a delete (task-bulk.service.ts).
  r.post(
    '/tasks/bulk',
    handle(async (req, res) => {
      const changed = await bulkTasks(ctx(req), parseInput(BulkTaskInput, req.body));
      if (changed) res.json(changed);
      else res.status(204).end();
    }),
  );
  r.patch(
    '/tasks/:id',
    handle(async (req, res) => {
      res.json(await updateTask(ctx(req), id(req), parseInput(UpdateTaskInput, req.body)));
    }),
  );
  r.delete(
    '/tasks/:id',
    handle(async (req, res) => {
      await removeTask(ctx(req), id(req));
      res.status(204).end();
    }),
  );
  r.patch(
    '/tasks/:id/visibility',
    handle(async (req, res) => {
      res.json(await setVisibility(ctx(req), id(req), parseInput(VisibilityInput, req.body)));
    }),
  );
  // The board's drop (issue 19): status and place in the column.
  r.post(
    '/tasks/:id/move',
    handle(async (req, res) => {
      res.json(await moveTask(ctx(req), id(req), parseInput(MoveTaskInput, req.body)));
    }),
  );
  r.post(
    '/tasks/:id/claim',
    handle(async (req, res) => {
      res.json(await claimTask(ctx(req), id(req)));
    }),
  );
  return r;
}
