import { TaskListScopeInput } from '@tm/domain/task/task.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle } from '../../http/request-context.ts';
import { calendarService } from './calendar.service.ts';

/**
 * `GET /api/ical/user/{id}/subscribe.ics?token=…[&projectId=…]` (no session: the token is the key):
 * not an endpoint row, since calendar apps fetch an iCalendar file, not JSON, by its
 * address (the links that name it are rows, calendar.endpoints.ts).
 */
export function calendarRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/ical/user/:id/subscribe.ics',
    handle(async (req, res) => {
      const { ics, fileName } = await calendarService.feed(
        req.ctx.em,
        deps.secret,
        String(req.params.id),
        req.query.token,
        req.ctx.appUrl,
        parseInput(TaskListScopeInput.pick({ projectId: true }).passthrough(), req.query).projectId,
      );
      // The file name makes the download link save `tasks-{name}.ics`; calendar apps ignore it.
      res.attachment(fileName);
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('X-Robots-Tag', 'noindex');
      res.send(ics);
    }),
  );
  return r;
}
