import { MeetingOverviewOut } from '@tm/domain/api/wire-overviews.schema';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { meetingRest } from './meeting.rest.ts';
import { meetingRouter } from './meeting.router.ts';

export const meetingModule = defineModule({
  name: 'meeting',
  tag: 'The team meeting’s overview.',
  adapters: meetingRest,
  router: meetingRouter,
  paths: [
    route({
      method: 'get',
      path: '/api/meeting',
      procedure: 'meeting.overview',
      summary: 'The team meeting’s overview',
      auth: 'member',
      responses: { 200: MeetingOverviewOut },
    }),
  ],
});
