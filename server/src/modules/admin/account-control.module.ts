import { defineModule } from '../define-module.ts';
import { accountControlEndpoints } from './account-control.endpoints.ts';

export const accountControlModule = defineModule({
  name: 'accountControl',
  tag: 'Admins’ deactivation and password control of accounts.',
  endpoints: accountControlEndpoints,
});
