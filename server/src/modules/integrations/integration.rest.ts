import {
  IntegrationConfigureInput,
  IntegrationOwnerInput,
  IntegrationProviderInput,
  IntegrationTestInput,
} from '@tm/domain/integration/integration.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { integrationService } from './integration.service.ts';
import { configureIntegration, removeIntegration } from './integration-audit.ts';

/** SPEC 7 integration paths (the signed-in user's own integrations only), plus a "sync now". */
export function integrationRest(deps: AppDeps): Router {
  const r = Router();
  r.use('/integrations', requireMember);
  r.get(
    '/integrations',
    handle(async (req, res) => {
      const { userId } = parseInput(IntegrationOwnerInput, { ...req.query });
      res.json(await integrationService.list(req.ctx.em, req.ctx.member.id, userId));
    }),
  );
  r.post(
    '/integrations/test',
    handle(async (req, res) => {
      const input = parseInput(IntegrationTestInput, req.body);
      res.json(await integrationService.test(deps, req.ctx.em, req.ctx.member.id, input));
    }),
  );
  r.post(
    '/integrations/configure',
    handle(async (req, res) => {
      const input = parseInput(IntegrationConfigureInput, req.body);
      res.json(await configureIntegration({ ...req.ctx, deps }, input));
    }),
  );
  r.post(
    '/integrations/:provider/sync',
    handle(async (req, res) => {
      const { provider, userId } = parseInput(IntegrationProviderInput, { ...req.query, ...req.params });
      res.json(await integrationService.syncNow(deps, req.ctx.em, req.ctx.member.id, provider, userId));
    }),
  );
  r.delete(
    '/integrations/:provider',
    handle(async (req, res) => {
      const { provider, userId } = parseInput(IntegrationProviderInput, { ...req.query, ...req.params });
      await removeIntegration({ ...req.ctx, deps }, provider, userId);
      res.status(204).end();
    }),
  );
  return r;
}
