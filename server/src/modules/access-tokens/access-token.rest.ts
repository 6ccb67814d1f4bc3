import { CreateAccessTokenInput } from '@tm/domain/api/access-token.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { uuidParam } from '../../http/uuid-param.ts';
import { createToken, listTokens, revokeToken } from './access-token.service.ts';

/** `GET /api/tokens`, `POST /api/tokens`, `DELETE /api/tokens/{id}`: the member's own tokens. */
export function accessTokensRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/tokens',
    requireMember,
    handle(async (req, res) => {
      res.json(await listTokens({ ...req.ctx, deps }));
    }),
  );
  r.post(
    '/tokens',
    requireMember,
    handle(async (req, res) => {
      res
        .status(201)
        .json(await createToken({ ...req.ctx, deps }, parseInput(CreateAccessTokenInput, req.body)));
    }),
  );
  r.delete(
    '/tokens/:id',
    requireMember,
    handle(async (req, res) => {
      await revokeToken({ ...req.ctx, deps }, uuidParam(req, 'id', 'Access token'));
      res.status(204).end();
    }),
  );
  return r;
}
