import { InboxListInput, MarkInboxReadInput } from '@tm/domain/notification/inbox.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { listInbox, markInboxRead } from './inbox.service.ts';

export const inboxRouter = router({
  list: memberProcedure.input(InboxListInput).query(({ ctx, input }) => listInbox(ctx, input)),
  markRead: memberProcedure.input(MarkInboxReadInput).mutation(({ ctx, input }) => markInboxRead(ctx, input)),
});
