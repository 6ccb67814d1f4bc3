import { defineModule } from '../define-module.ts';
import { usersEndpoints } from './users.endpoints.ts';
import { usersRest } from './users.rest.ts';

export const usersModule = defineModule({
  name: 'users',
  tag: 'The team’s members, profiles and notification settings.',
  endpoints: usersEndpoints,
  adapters: usersRest,
});
