import { MeetingOverviewOut } from '@tm/domain/api/wire-overviews.schema';
import { TaskListScopeInput } from '@tm/domain/task/task.schema';
import { endpoint } from '../endpoint.ts';
import { listScope } from '../tasks/task-scope.ts';
import { meetingOverview } from './meeting.service.ts';

export const meetingEndpoints = {
  overview: endpoint({
    auth: 'member',
    summary: 'The team meeting’s overview',
    input: TaskListScopeInput.optional(),
    rest: {
      method: 'get',
      path: '/api/meeting',
      query: TaskListScopeInput,
      responses: { 200: MeetingOverviewOut },
    },
    handler: (ctx, input) => meetingOverview(ctx.em, listScope(ctx.member, input?.projectId)),
  }),
};
