import { CalendarLinksOut } from '@tm/domain/api/wire-accounts.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { calendarService } from './calendar.service.ts';

/**
 * Whose links: any text, as REST always took it, since only one's own are answered
 * (403 for any other id, a malformed one included, before the user is looked up).
 */
const CalendarUserInput = z.strictObject({ userId: z.string() });
const USER = { id: { key: 'userId' } } as const;

// The links are built on `ctx.appUrl`: PUBLIC_URL when set, else the address the request came to.
export const calendarEndpoints = {
  links: endpoint({
    auth: 'member',
    summary: 'A member’s calendar links',
    input: CalendarUserInput,
    rest: {
      method: 'get',
      path: '/api/ical/user/:id/token',
      params: USER,
      responses: { 200: CalendarLinksOut },
    },
    handler: (ctx, { userId }) =>
      calendarService.links(ctx.em, ctx.deps.secret, ctx.member.id, userId, ctx.appUrl),
  }),
  renewLinks: endpoint({
    auth: 'member',
    summary: 'New calendar links (the old stop working)',
    input: CalendarUserInput,
    rest: {
      method: 'post',
      path: '/api/ical/user/:id/token',
      params: USER,
      responses: { 200: CalendarLinksOut },
    },
    handler: (ctx, { userId }) =>
      calendarService.rotate(ctx.em, ctx.deps.secret, ctx.member.id, userId, ctx.appUrl),
  }),
};
