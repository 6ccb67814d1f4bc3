import { defineModule } from '../define-module.ts';
import { adminEndpoints } from './admin.endpoints.ts';

export const adminModule = defineModule({
  name: 'admin',
  tag: 'Admins’ management of members.',
  endpoints: adminEndpoints,
});
