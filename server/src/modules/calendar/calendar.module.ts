import { CalendarLinksOut } from '@tm/domain/api/wire-accounts.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { calendarRest } from './calendar.rest.ts';

export const calendarModule = defineModule({
  name: 'calendar',
  tag: 'A member’s iCalendar feed and its links.',
  adapters: calendarRest,
  paths: [
    route({
      method: 'get',
      path: '/api/ical/user/:id/subscribe.ics',
      // REST only: an iCalendar file that calendar apps fetch by address, signed in by the token in it.
      procedure: { restOnly: 'calendar.feed' },
      summary: 'A member’s calendar feed (token in the query)',
      auth: 'public',
      query: z.object({ token: z.string() }),
      responses: { 200: { mediaType: 'text/calendar' } },
    }),
    route({
      method: 'get',
      path: '/api/ical/user/:id/token',
      // REST only: the calendar module has no tRPC router; the profile screen reads its links here.
      procedure: { restOnly: 'calendar.links' },
      summary: 'A member’s calendar links',
      auth: 'member',
      responses: { 200: CalendarLinksOut },
    }),
    route({
      method: 'post',
      path: '/api/ical/user/:id/token',
      // REST only: the calendar module has no tRPC router; the profile screen renews its links here.
      procedure: { restOnly: 'calendar.renewLinks' },
      summary: 'New calendar links (the old stop working)',
      auth: 'member',
      responses: { 200: CalendarLinksOut },
    }),
  ],
});
