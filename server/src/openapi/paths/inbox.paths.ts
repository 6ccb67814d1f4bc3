import { InboxPageOut } from '@tm/domain/api/wire-inbox.schema';
import { InboxQuery, MarkInboxReadInput } from '@tm/domain/notification/inbox.schema';
import { route } from '../route-spec.ts';

/** modules/inbox: the signed-in member's own notifications (issue 20). */
export const inboxPaths = [
  route({
    method: 'get',
    path: '/api/notifications',
    procedure: 'inbox.list',
    summary: 'My inbox, newest first (keyset pages: pass nextCursor as before)',
    auth: 'member',
    query: InboxQuery,
    responses: { 200: InboxPageOut },
  }),
  route({
    method: 'post',
    path: '/api/notifications/read',
    procedure: 'inbox.markRead',
    summary: 'Mark some of my notifications ({ids}) or all of them ({all: true}) read',
    auth: 'member',
    body: MarkInboxReadInput,
    responses: { 204: 'empty' },
  }),
];
