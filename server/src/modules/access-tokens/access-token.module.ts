import { defineModule } from '../define-module.ts';
import { accessTokenEndpoints } from './access-token.endpoints.ts';

export const accessTokensModule = defineModule({
  name: 'tokens',
  tag: 'Personal access tokens for scripts.',
  endpoints: accessTokenEndpoints,
});
