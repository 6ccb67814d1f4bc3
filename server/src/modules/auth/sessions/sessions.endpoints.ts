import { SessionInfoOut } from '@tm/domain/api/wire-sessions.schema';
import { SessionIdInput } from '@tm/domain/auth/session.schema';
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { listMySessions, revokeMySession, revokeOtherSessions } from './session-list.service.ts';

export const sessionsEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'My active sessions',
    rest: { method: 'get', path: '/api/auth/sessions', responses: { 200: z.array(SessionInfoOut) } },
    handler: (ctx) => listMySessions(ctx),
  }),
  revokeOthers: endpoint({
    auth: 'member',
    summary: 'Sign out all my other sessions',
    rest: { method: 'delete', path: '/api/auth/sessions', responses: { 204: 'empty' } },
    handler: (ctx) => revokeOtherSessions(ctx),
  }),
  // The id is a session's public handle, not a UUID: the input schema checks it (a 400).
  revoke: endpoint({
    auth: 'member',
    summary: 'Sign out one of my sessions',
    input: SessionIdInput,
    rest: {
      method: 'delete',
      path: '/api/auth/sessions/:id',
      params: { id: { text: true } },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => revokeMySession(ctx, id),
  }),
};
