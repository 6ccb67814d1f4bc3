import { MeetingOverviewOut } from '@tm/domain/api/wire-overviews.schema';
import { endpoint } from '../endpoint.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { meetingOverview } from './meeting.service.ts';

export const meetingEndpoints = {
  overview: endpoint({
    auth: 'member',
    summary: 'The team meeting’s overview',
    rest: { method: 'get', path: '/api/meeting', responses: { 200: MeetingOverviewOut } },
    handler: (ctx) => meetingOverview(ctx.em, memberScope(ctx.member)),
  }),
};
