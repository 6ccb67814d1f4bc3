import {
  CreateTaskInput,
  UpdateTaskInput,
  UrgentListInput,
  VisibilityInput,
} from '@tm/domain/task/task.schema';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, type MemberRequest, requireMember } from '../../http/request-context.ts';
import { memberListCache } from './member-list-cache.ts';
import { publicListCache } from './public-list-cache.ts';
import {
  claimTask,
  createTask,
  listPublicTasks,
  listTasks,
  listUrgentTasks,
  removeTask,
  setVisibility,
  updateTask,
} from './task.service.ts';
import type { TaskCtx } from './task-ctx.ts';
import { taskIdParam } from './task-id-param.ts';

/** SPEC 7 task paths over the same services as the tRPC router. */
export function tasksRest(deps: AppDeps): Router {
  const r = Router();
  const ctx = (req: MemberRequest): TaskCtx => ({ em: req.ctx.em, user: req.ctx.member, deps });
  const id = (req: Request) => taskIdParam(req);

  // Anonymous: the public dashboard.
  r.get(
    '/tasks/public',
    handle(async (req, res) => {
      const { body, etag } = await publicListCache(deps).get(() => listPublicTasks(req.ctx.em));
      res.type('application/json').set('ETag', etag).send(body);
    }),
  );

  r.use('/tasks', requireMember);
  r.get(
    '/tasks',
    handle(async (req, res) => {
      const { body, etag } = await memberListCache(deps).get(req.ctx.em, listTasks);
      // Stored by the browser but checked every time: an unchanged list costs a 304.
      res.type('application/json').set({ ETag: etag, 'Cache-Control': 'private, no-cache' }).send(body);
    }),
  );
  // `?today=YYYY-MM-DD`: the viewer's date (the server's UTC date without it).
  r.get(
    '/tasks/urgent',
    handle(async (req, res) => {
      res.json(await listUrgentTasks(req.ctx.em, parseInput(UrgentListInput, { ...req.query })));
    }),
  );
  r.post(
    '/tasks',
    handle(async (req, res) => {
      res.status(201).json(await createTask(ctx(req), parseInput(CreateTaskInput, req.body)));
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
  r.post(
    '/tasks/:id/claim',
    handle(async (req, res) => {
      res.json(await claimTask(ctx(req), id(req)));
    }),
  );
  return r;
}
