import {
  AccessToken,
  AccessTokenIdInput,
  CreateAccessTokenInput,
  CreatedAccessToken,
} from '@tm/domain/api/access-token.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { createToken, listTokens, revokeToken } from './access-token.service.ts';

/** The member's own personal access tokens. */
export const accessTokenEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'One’s personal access tokens',
    rest: { method: 'get', path: '/api/tokens', responses: { 200: z.array(AccessToken) } },
    handler: (ctx) => listTokens(ctx),
  }),
  create: endpoint({
    auth: 'member',
    summary:
      'Create a token (shown only here; 409 TOKEN_LIMIT past 50 live ones, 403 TWO_FACTOR_REQUIRED_BY_ADMIN)',
    input: CreateAccessTokenInput,
    rest: {
      method: 'post',
      path: '/api/tokens',
      body: CreateAccessTokenInput,
      responses: { 201: CreatedAccessToken },
    },
    handler: (ctx, input) => createToken(ctx, input),
  }),
  revoke: endpoint({
    auth: 'member',
    summary: 'Revoke a token',
    input: AccessTokenIdInput,
    rest: {
      method: 'delete',
      path: '/api/tokens/:id',
      params: { id: { notFound: 'Access token' } },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => revokeToken(ctx, id),
  }),
};
