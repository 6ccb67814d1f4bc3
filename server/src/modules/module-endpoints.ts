import { type Request, type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import type { ServiceCtx } from '../context/service-ctx.ts';
import { notFound } from '../errors/domain-error.ts';
import { parseInput } from '../http/parse-input.ts';
import { handle, requireAdmin, requireMember } from '../http/request-context.ts';
import type { InnerContext as TrpcContext } from '../trpc/context.ts';
import { adminProcedure, memberProcedure, publicProcedure, unbatched } from '../trpc/init.ts';
import { type SessionCookie, sessionCookieFor } from './auth/session-cookie.ts';
import { type AnyEndpoint, type PathParam, type RestView, WithSessionCookie } from './endpoint.ts';
import type { RouteSpec } from './route-spec.ts';
import { assertTaskInScope } from './tasks/scoped-task.ts';

type Endpoints = Readonly<Record<string, AnyEndpoint>>;

/**
 * Runs an endpoint's handler after the one check of the task it names (if it names
 * one), and hands a session cookie change to the transport's `cookie`.
 */
async function run(e: AnyEndpoint, ctx: ServiceCtx, input: unknown, cookie: SessionCookie): Promise<unknown> {
  if (e.task) {
    const taskId = (input as Record<string, unknown>)[e.task];
    await assertTaskInScope(ctx, taskId as string);
  }
  const result = await e.handler(ctx as never, input as never);
  if (!(result instanceof WithSessionCookie)) return result;
  if (result.cookie === 'clear') cookie.clear();
  else cookie.set(result.cookie.set, result.cookie.expiresAt);
  return result.body;
}

// ---- tRPC ----------------------------------------------------------------

const BASE = { public: publicProcedure, member: memberProcedure, admin: adminProcedure } as const;

function procedureOf(e: AnyEndpoint) {
  let builder = BASE[e.auth] as typeof publicProcedure;
  if (e.trpc?.unbatched) builder = builder.use(unbatched);
  const withInput = e.input ? builder.input(e.input) : builder;
  const typed = e.trpc?.output ? withInput.output(e.trpc.output) : withInput;
  const resolve = async ({ ctx, input }: { ctx: TrpcContext; input: unknown }) => {
    const result = await run(e, ctx, input, ctx.sessionCookie);
    return e.answer ? e.answer(result, input) : result;
  };
  return e.kind === 'query' ? typed.query(resolve) : typed.mutation(resolve);
}

/** The module's endpoints as tRPC procedures under their keys (typed by `ProcedureOf` in define-module.ts). */
export function endpointProcedures(endpoints: Endpoints): Record<string, ReturnType<typeof procedureOf>> {
  return Object.fromEntries(Object.entries(endpoints).map(([key, e]) => [key, procedureOf(e)]));
}

// ---- REST ----------------------------------------------------------------

const Uuid = z.uuid();

/** The path parameters as input keys; a malformed UUID is the 404 of the entity it would name. */
function paramsOf(rest: RestView<unknown>, req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, param] of Object.entries(rest.params ?? {})) {
    const raw = req.params[name] as string;
    if (param.notFound && !Uuid.safeParse(raw).success) {
      throw typeof param.notFound === 'string' ? notFound(param.notFound) : param.notFound();
    }
    out[param.key ?? name] = raw;
  }
  return out;
}

/** A parameter that is not a 404 (text, or a UUID without one): the input schema checks it. */
const leftToInput = (param: PathParam): boolean => !param.notFound;

/**
 * The endpoint's input from the request. The REST view's body and query schemas are
 * the input without the keys the path fills (`CommentInput` is `AddCommentInput`
 * without `taskId`): each is parsed with its own schema, so a body that names a path
 * key is refused as an unknown key, as it always was, and the checked path
 * parameters are set over them. A path-only endpoint parses its parameters with the
 * input schema (`{ id }`); so does one with a body or query whose parameter is left to
 * that schema, once they are read (a malformed body's 400 comes before the id's).
 */
function restInput(e: AnyEndpoint, rest: RestView<unknown>, req: Request): unknown {
  const params = paramsOf(rest, req);
  if (!e.input) return undefined;
  if (!rest.body && !rest.query) return parseInput(e.input, params);
  const body = rest.body ? (parseInput(rest.body, req.body) as object) : {};
  const query = rest.query ? (parseInput(rest.query, { ...req.query }) as object) : {};
  const input = { ...body, ...query, ...params };
  return Object.values(rest.params ?? {}).some(leftToInput) ? parseInput(e.input, input) : input;
}

/** The first 2xx the endpoint answers with a body (201 for a create), else 200. */
function successStatus(rest: RestView<unknown>): number {
  const codes = Object.entries(rest.responses)
    .filter(([code, body]) => code.startsWith('2') && body !== 'empty')
    .map(([code]) => Number(code));
  return codes.length ? Math.min(...codes) : 200;
}

async function reply(rest: RestView<unknown>, result: unknown, req: Request, res: Response): Promise<void> {
  if (rest.reply) await rest.reply(result, req, res);
  else if (result === undefined || result === null) res.status(204).end();
  else res.status(successStatus(rest)).json(result);
}

const GUARD: Record<AnyEndpoint['auth'], RequestHandler | null> = {
  public: null,
  member: requireMember,
  admin: requireAdmin,
};

/** The module's REST paths, mounted under `/api` in the order the endpoints are declared. */
export function endpointRestRouter(endpoints: Endpoints): Router {
  const r = Router();
  for (const e of Object.values(endpoints)) {
    const rest = e.rest;
    if (!rest) continue;
    const guard = GUARD[e.auth];
    const answer = handle(async (req, res) => {
      const ctx = req.ctx;
      const input = restInput(e, rest, req);
      const result = await run(e, ctx, input, sessionCookieFor(res, req.secure));
      await reply(rest, result, req, res);
    });
    const path = rest.path.replace(/^\/api/, '');
    if (guard) r[rest.method](path, guard, answer);
    else r[rest.method](path, answer);
  }
  return r;
}

// ---- OpenAPI -------------------------------------------------------------

/** The OpenAPI route specs of the module's endpoints; the operationId is `<module>.<key>`. */
export function endpointRouteSpecs(moduleName: string, endpoints: Endpoints): RouteSpec[] {
  return Object.entries(endpoints).flatMap(([key, e]) => {
    const rest = e.rest;
    if (!rest) return [];
    const textParams = Object.entries(rest.params ?? {})
      .filter(([, p]) => p.text)
      .map(([name]) => name);
    return [
      {
        method: rest.method,
        path: rest.path,
        procedure: `${moduleName}.${key}`,
        summary: e.summary,
        auth: e.auth,
        ...(rest.query ? { query: rest.query } : {}),
        ...(rest.body ? { body: rest.body } : {}),
        responses: rest.responses,
        ...(textParams.length ? { textParams } : {}),
      },
    ];
  });
}
