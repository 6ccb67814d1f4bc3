import { defineModule } from '../../define-module.ts';
import { passwordResetEndpoints } from './password-reset.endpoints.ts';

export const passwordResetModule = defineModule({
  name: 'passwordReset',
  tag: 'Password reset by mail.',
  endpoints: passwordResetEndpoints,
});
