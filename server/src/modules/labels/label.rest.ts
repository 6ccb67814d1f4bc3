import { CreateLabelInput, UpdateLabelInput } from '@tm/domain/label/label.schema';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { createLabel, deleteLabel, labelNotFound, listLabels, updateLabel } from './label.service.ts';

const Id = z.uuid();

/** The `{id}` of a label path; anything that is not a UUID cannot name a label, so it is a 404. */
function labelIdParam(req: Request): string {
  const parsed = Id.safeParse(req.params.id);
  if (!parsed.success) throw labelNotFound();
  return parsed.data;
}

/** `GET/POST /api/labels`, `PATCH/DELETE /api/labels/{id}`: members only. */
export function labelsRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/labels',
    requireMember,
    handle(async (req, res) => {
      res.json(await listLabels(req.ctx.em));
    }),
  );
  r.post(
    '/labels',
    requireMember,
    handle(async (req, res) => {
      const ctx = { em: req.ctx.em, member: req.ctx.member, deps };
      res.status(201).json(await createLabel(ctx, parseInput(CreateLabelInput, req.body)));
    }),
  );
  r.patch(
    '/labels/:id',
    requireMember,
    handle(async (req, res) => {
      const ctx = { em: req.ctx.em, member: req.ctx.member, deps };
      const id = labelIdParam(req);
      res.json(await updateLabel(ctx, id, parseInput(UpdateLabelInput, req.body)));
    }),
  );
  r.delete(
    '/labels/:id',
    requireMember,
    handle(async (req, res) => {
      const ctx = { em: req.ctx.em, member: req.ctx.member, deps };
      await deleteLabel(ctx, labelIdParam(req));
      res.status(204).end();
    }),
  );
  return r;
}
