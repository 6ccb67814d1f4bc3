import { UserOut } from '@tm/domain/api/wire.schema';
import { CreatedUserOut, PasswordLinkOut } from '@tm/domain/api/wire-accounts.schema';
import { CreateUserInput, SetAdminCall, SetAdminInput, UserIdInput } from '@tm/domain/user/user.schema';
import { issuePasswordLink } from '../auth/password-link.service.ts';
import { endpoint } from '../endpoint.ts';
import { createUser, deleteUser, setAdmin } from './admin.service.ts';

// A member's id that is not a UUID is the input's 400 (UserIdInput), as any field's.
const USER = { id: {} } as const;

/** SPEC 7's `/api/admin/*` calls, admins only (checked before the input is even read). */
export const adminEndpoints = {
  createUser: endpoint({
    auth: 'admin',
    summary: 'Create a member (admin)',
    input: CreateUserInput,
    rest: {
      method: 'post',
      path: '/api/admin/users',
      body: CreateUserInput,
      responses: { 201: CreatedUserOut },
    },
    handler: (ctx, input) => createUser(ctx, input),
  }),
  deleteUser: endpoint({
    auth: 'admin',
    summary: 'Delete a member (admin)',
    input: UserIdInput,
    rest: {
      method: 'delete',
      path: '/api/admin/users/:id',
      params: USER,
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => deleteUser(ctx, id),
  }),
  setAdmin: endpoint({
    auth: 'admin',
    summary: 'Make or unmake an admin',
    input: SetAdminCall,
    rest: {
      method: 'patch',
      path: '/api/admin/users/:id/admin',
      params: USER,
      body: SetAdminInput,
      responses: { 200: UserOut },
    },
    handler: (ctx, { id, isAdmin }) => setAdmin(ctx, id, isAdmin),
  }),
  issuePasswordLink: endpoint({
    auth: 'admin',
    summary: 'A link to set a password',
    input: UserIdInput,
    rest: {
      method: 'post',
      path: '/api/admin/users/:id/password-link',
      params: USER,
      responses: { 201: PasswordLinkOut },
    },
    handler: (ctx, { id }) => issuePasswordLink(ctx, id),
  }),
};
