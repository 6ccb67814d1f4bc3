import { defineModule } from '../../define-module.ts';
import { twoFactorEndpoints } from './two-factor.endpoints.ts';

export const twoFactorModule = defineModule({
  name: 'twoFactor',
  tag: 'Second factor (TOTP) sign-in, and the admins’ policy on it.',
  endpoints: twoFactorEndpoints,
});
