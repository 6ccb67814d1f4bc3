import { AccessToken, CreateAccessTokenInput, CreatedAccessToken } from '@tm/domain/api/access-token.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { accessTokensRest } from './access-token.rest.ts';
import { tokensRouter } from './access-token.router.ts';

export const accessTokensModule = defineModule({
  name: 'tokens',
  tag: 'Personal access tokens for scripts.',
  adapters: accessTokensRest,
  router: tokensRouter,
  paths: [
    route({
      method: 'get',
      path: '/api/tokens',
      procedure: 'tokens.list',
      summary: 'One’s personal access tokens',
      auth: 'member',
      responses: { 200: z.array(AccessToken) },
    }),
    route({
      method: 'post',
      path: '/api/tokens',
      procedure: 'tokens.create',
      summary:
        'Create a token (shown only here; 409 TOKEN_LIMIT past 50 live ones, 403 TWO_FACTOR_REQUIRED_BY_ADMIN)',
      auth: 'member',
      body: CreateAccessTokenInput,
      responses: { 201: CreatedAccessToken },
    }),
    route({
      method: 'delete',
      path: '/api/tokens/:id',
      procedure: 'tokens.revoke',
      summary: 'Revoke a token',
      auth: 'member',
      responses: { 204: 'empty' },
    }),
  ],
});
