import { InboxPageOut } from '@tm/domain/api/wire-inbox.schema';
import { InboxListInput, InboxQuery, MarkInboxReadInput } from '@tm/domain/notification/inbox.schema';
import { endpoint } from '../endpoint.ts';
import { listInbox, markInboxRead } from './inbox.service.ts';

export const inboxEndpoints = {
  // REST reads the query's text (`unread=1`) into the same page request tRPC sends as values.
  list: endpoint({
    auth: 'member',
    summary: 'My inbox, newest first (keyset pages: pass nextCursor as before)',
    input: InboxListInput,
    rest: {
      method: 'get',
      path: '/api/notifications',
      query: InboxQuery,
      responses: { 200: InboxPageOut },
    },
    handler: (ctx, input) => listInbox(ctx, input),
  }),
  markRead: endpoint({
    auth: 'member',
    summary: 'Mark some of my notifications ({ids}) or all of them ({all: true}) read',
    input: MarkInboxReadInput,
    rest: {
      method: 'post',
      path: '/api/notifications/read',
      body: MarkInboxReadInput,
      responses: { 204: 'empty' },
    },
    handler: (ctx, input) => markInboxRead(ctx, input),
  }),
};
