import { type Request, Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { calendarService } from './calendar.service.ts';

/** PUBLIC_URL when configured, else the address this request came to. */
function baseUrl(deps: AppDeps, req: Request): string {
  return (deps.config.publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
}

/**
 * `GET /api/ical/user/{id}/subscribe.ics?token=…` (no session: the token is the key),
 * `GET /api/ical/user/{id}/token` and `POST` on it to rotate (the user themself only).
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
        baseUrl(deps, req),
      );
      // The file name makes the download link save `tasks-{name}.ics`; calendar apps ignore it.
      res.attachment(fileName);
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('X-Robots-Tag', 'noindex');
      res.send(ics);
    }),
  );
  r.get(
    '/ical/user/:id/token',
    requireMember,
    handle(async (req, res) => {
      const user = req.ctx.member;
      res.json(
        await calendarService.links(
          req.ctx.em,
          deps.secret,
          user.id,
          String(req.params.id),
          baseUrl(deps, req),
        ),
      );
    }),
  );
  r.post(
    '/ical/user/:id/token',
    requireMember,
    handle(async (req, res) => {
      const user = req.ctx.member;
      res.json(
        await calendarService.rotate(
          req.ctx.em,
          deps.secret,
          user.id,
          String(req.params.id),
          baseUrl(deps, req),
        ),
      );
    }),
  );
  return r;
}
