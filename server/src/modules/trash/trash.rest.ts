import { type Request, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../errors/domain-error.ts';
import { handle, type MemberRequest, requireMember } from '../../http/request-context.ts';
import type { TaskCtx } from '../tasks/task-ctx.ts';
import { listTrash, purgeTask, restoreTask } from './trash.service.ts';

const TaskId = z.uuid();

/** Anything that is not a UUID cannot name a trashed task: 404, as for task paths. */
function id(req: Request): string {
  const parsed = TaskId.safeParse(req.params.taskId);
  if (!parsed.success) throw notFound('Task');
  return parsed.data;
}

/** GET /api/trash, POST /api/trash/{taskId}/restore, DELETE /api/trash/{taskId}: the same services as tRPC `trash.*`. */
export function trashRest(deps: AppDeps): Router {
  const r = Router();
  const ctx = (req: MemberRequest): TaskCtx => ({ em: req.ctx.em, member: req.ctx.member, deps });
  r.use('/trash', requireMember);
  r.get(
    '/trash',
    handle(async (req, res) => {
      res.json(await listTrash(ctx(req)));
    }),
  );
  r.post(
    '/trash/:taskId/restore',
    handle(async (req, res) => {
      res.json(await restoreTask(ctx(req), id(req)));
    }),
  );
  r.delete(
    '/trash/:taskId',
    handle(async (req, res) => {
      await purgeTask(ctx(req), id(req));
      res.status(204).end();
    }),
  );
  return r;
}
