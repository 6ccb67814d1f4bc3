import { UserOut } from '@tm/domain/api/wire.schema';
import { CreatedUserOut, PasswordLinkOut } from '@tm/domain/api/wire-accounts.schema';
import { CreateUserInput, SetAdminInput } from '@tm/domain/user/user.schema';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { adminRest } from './admin.rest.ts';
import { adminRouter } from './admin.router.ts';

export const adminModule = defineModule({
  name: 'admin',
  tag: 'Admins’ management of members.',
  adapters: adminRest,
  router: adminRouter,
  paths: [
    route({
      method: 'post',
      path: '/api/admin/users',
      procedure: 'admin.createUser',
      summary: 'Create a member (admin)',
      auth: 'admin',
      body: CreateUserInput,
      responses: { 201: CreatedUserOut },
    }),
    route({
      method: 'delete',
      path: '/api/admin/users/:id',
      procedure: 'admin.deleteUser',
      summary: 'Delete a member (admin)',
      auth: 'admin',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'patch',
      path: '/api/admin/users/:id/admin',
      procedure: 'admin.setAdmin',
      summary: 'Make or unmake an admin',
      auth: 'admin',
      body: SetAdminInput,
      responses: { 200: UserOut },
    }),
    route({
      method: 'post',
      path: '/api/admin/users/:id/password-link',
      procedure: 'admin.issuePasswordLink',
      summary: 'A link to set a password',
      auth: 'admin',
      responses: { 201: PasswordLinkOut },
    }),
  ],
});
