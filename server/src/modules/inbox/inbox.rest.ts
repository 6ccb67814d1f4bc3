import { InboxQuery, MarkInboxReadInput } from '@tm/domain/notification/inbox.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { listInbox, markInboxRead } from './inbox.service.ts';

/** `GET /api/notifications`, `POST /api/notifications/read`: the signed-in member's own inbox. */
export function inboxRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/notifications',
    requireMember,
    handle(async (req, res) => {
      const query = parseInput(InboxQuery, req.query);
      res.json(await listInbox({ em: req.ctx.em, member: req.ctx.member }, query));
    }),
  );
  r.post(
    '/notifications/read',
    requireMember,
    handle(async (req, res) => {
      const input = parseInput(MarkInboxReadInput, req.body);
      await markInboxRead({ em: req.ctx.em, member: req.ctx.member, deps }, input);
      res.status(204).end();
    }),
  );
  return r;
}
