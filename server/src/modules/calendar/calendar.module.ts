import { z } from 'zod';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { calendarEndpoints } from './calendar.endpoints.ts';
import { calendarRest } from './calendar.rest.ts';

export const calendarModule = defineModule({
  name: 'calendar',
  tag: 'A member’s iCalendar feed and its links.',
  endpoints: calendarEndpoints,
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
  ],
});
