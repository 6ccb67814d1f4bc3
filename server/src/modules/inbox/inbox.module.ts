import { InboxPageOut } from '@tm/domain/api/wire-inbox.schema';
import { InboxQuery, MarkInboxReadInput } from '@tm/domain/notification/inbox.schema';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { defineInboxJobs } from './inbox.jobs.ts';
import { inboxRest } from './inbox.rest.ts';
import { inboxRouter } from './inbox.router.ts';

export const inboxModule = defineModule({
  name: 'inbox',
  tag: 'One’s notifications.',
  adapters: inboxRest,
  router: inboxRouter,
  jobs: defineInboxJobs,
  paths: [
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
  ],
});
