import { SessionIdInput } from '@tm/domain/auth/session.schema';
import { memberProcedure, router } from '../../../trpc/init.ts';
import { listMySessions, revokeMySession, revokeOtherSessions } from './session-list.service.ts';

/** The same calls as `/api/auth/sessions*`. */
export const sessionsRouter = router({
  list: memberProcedure.query(({ ctx }) => listMySessions(ctx)),
  revoke: memberProcedure.input(SessionIdInput).mutation(({ ctx, input }) => revokeMySession(ctx, input.id)),
  revokeOthers: memberProcedure.mutation(({ ctx }) => revokeOtherSessions(ctx)),
});
