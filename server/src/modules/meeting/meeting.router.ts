import { memberProcedure, router } from '../../trpc/init.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { meetingOverview } from './meeting.service.ts';

export const meetingRouter = router({
  overview: memberProcedure.query(({ ctx }) => meetingOverview(ctx.em, memberScope(ctx.member))),
});
