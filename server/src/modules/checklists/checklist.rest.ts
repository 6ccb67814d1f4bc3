import { ChecklistAddInput, ChecklistUpdateInput } from '@tm/domain/task/checklist.schema';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { taskIdParam } from '../tasks/task-id-param.ts';
import { addChecklistItem, removeChecklistItem, updateChecklistItem } from './checklist.service.ts';

const Id = z.uuid();

/** The `{itemId}` of a checklist path; anything that is not a UUID names no item (404). */
function itemIdParam(req: Request): string {
  const parsed = Id.safeParse(req.params.itemId);
  if (!parsed.success)
    throw new DomainError('notFound', 'CHECKLIST_ITEM_NOT_FOUND', 'No such checklist item');
  return parsed.data;
}

/** `POST /api/tasks/{id}/checklist`, `PATCH` and `DELETE /api/tasks/{id}/checklist/{itemId}`. */
export function checklistRest(deps: AppDeps): Router {
  const r = Router();
  const ctxOf = (req: Request) => ({ em: req.ctx.em, member: req.ctx.member!, deps });
  r.post(
    '/tasks/:id/checklist',
    requireMember,
    handle(async (req, res) => {
      const taskId = taskIdParam(req);
      res
        .status(201)
        .json(await addChecklistItem(ctxOf(req), taskId, parseInput(ChecklistAddInput, req.body)));
    }),
  );
  r.patch(
    '/tasks/:id/checklist/:itemId',
    requireMember,
    handle(async (req, res) => {
      const taskId = taskIdParam(req);
      const itemId = itemIdParam(req);
      res.json(
        await updateChecklistItem(ctxOf(req), taskId, itemId, parseInput(ChecklistUpdateInput, req.body)),
      );
    }),
  );
  r.delete(
    '/tasks/:id/checklist/:itemId',
    requireMember,
    handle(async (req, res) => {
      await removeChecklistItem(ctxOf(req), taskIdParam(req), itemIdParam(req));
      res.status(204).end();
    }),
  );
  return r;
}
