import { ErrorBody } from '@tm/domain/api/wire.schema';
import { z } from 'zod';
import { HEALTH_PATHS } from '../http/allowed-hosts.ts';
import { modules } from '../modules/index.ts';
import { operationIdOf, type ResponseBody, type RouteSpec } from '../modules/route-spec.ts';

type Json = Record<string, unknown>;

/** The refusals every path can answer, as shared components (the body is always `Error`). */
const ERROR_RESPONSES: Record<number, string> = {
  400: 'The input does not match the schema (`issues` says where); nothing changed.',
  401: 'Not signed in: no session cookie and no valid bearer token.',
  403: 'Not allowed: not an admin, a read-only token on a write, a cookie request without the anti-forgery header, or a session that must first set up a second factor (TWO_FACTOR_REQUIRED_BY_ADMIN) or replace a temporary password (PASSWORD_CHANGE_REQUIRED).',
  404: 'No such resource (or not visible to this member).',
  409: 'Conflicts with the current state (a stale version, a name taken, already assigned).',
  421: 'The Host header is not a name this server answers for (HOST_NOT_ALLOWED: add it to ALLOWED_HOSTS or PUBLIC_URL).',
  429: 'Too many requests; `Retry-After` says when to try again.',
};

/** Every REST path the server mounts: the route specs of each module, in the list's order. */
export const restPaths: readonly RouteSpec[] = modules.flatMap((module) => module.paths);

/**
 * The tags: an operation's is the namespace of its operationId (`tasks.get`: tasks),
 * so the document groups paths as the router groups procedures; each module describes its own.
 */
const TAGS: Record<string, string> = Object.fromEntries(
  modules.flatMap((module) => ('tag' in module ? [[module.name, module.tag]] : [])),
);

/** `:id` → `{id}`: express's path syntax to OpenAPI's. */
const openApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

/**
 * Converts a zod schema to JSON Schema 2020-12 (OpenAPI 3.1's dialect), moving the
 * schemas named with `.meta({ id })` into `components.schemas` so each is written once.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json;
  const defs = (json.$defs ?? {}) as Json;
  delete json.$defs;
  delete json.$schema;
  const rewritten = JSON.parse(
    JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/'),
    closedRecords,
  ) as Json;
  for (const [name, def] of Object.entries(defs)) {
    components[name] = JSON.parse(
      JSON.stringify(def).replaceAll('"#/$defs/', '"#/components/schemas/'),
      closedRecords,
    );
  }
  // A named schema at the top comes back as a reference to its own definition, or
  // inline with its id: either way the path refers to the component.
  const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
  if (id && !('$ref' in rewritten)) {
    components[id] = rewritten;
    return { $ref: `#/components/schemas/${id}` };
  }
  return rewritten;
}

/**
 * A record over an enum (`z.record(z.enum(TASK_PRIORITIES), z.int())`) comes out of zod
 * as `propertyNames` plus a `required` list of properties it never defines; written as
 * the object it is (each key a property), linters and generated clients see its keys.
 */
function closedRecords(_key: string, value: unknown): unknown {
  const schema = value as Json | null;
  const names = (schema?.propertyNames as Json | undefined)?.enum;
  if (schema?.type !== 'object' || schema.properties || !Array.isArray(names)) return value;
  const { propertyNames: _names, additionalProperties, ...rest } = schema;
  const each = additionalProperties && typeof additionalProperties === 'object' ? additionalProperties : {};
  return {
    ...rest,
    properties: Object.fromEntries(names.map((name: string) => [name, each])),
    additionalProperties: false,
  };
}

function responseOf(body: ResponseBody, description: string, components: Json): Json {
  if (body === 'empty') return { description };
  if ('mediaType' in body && typeof body.mediaType === 'string') {
    const schema = body.binary
      ? { type: 'string', contentMediaType: 'application/octet-stream' }
      : { type: 'string' };
    return { description, content: { [body.mediaType]: { schema } } };
  }
  if ('json' in body && 'orMediaType' in body) {
    return {
      description,
      content: {
        'application/json': { schema: toSchema(body.json, 'output', components) },
        [body.orMediaType]: { schema: { type: 'string' } },
      },
    };
  }
  return {
    description,
    content: { 'application/json': { schema: toSchema(body as z.ZodType, 'output', components) } },
  };
}

function parametersOf(spec: RouteSpec, components: Json): Json[] {
  const params: Json[] = [...spec.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: spec.textParams?.includes(name!) ? { type: 'string' } : { type: 'string', format: 'uuid' },
  }));
  if (spec.query) {
    const query = toSchema(spec.query, 'input', components) as { properties?: Json; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      params.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  return params;
}

function requestBodyOf(spec: RouteSpec, components: Json): Json | undefined {
  if (!spec.body) return undefined;
  if ('multipart' in spec.body && typeof spec.body.multipart === 'string') {
    const field = spec.body.multipart;
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  }
  return {
    required: true,
    content: { 'application/json': { schema: toSchema(spec.body as z.ZodType, 'input', components) } },
  };
}

/** Which refusals a path can give, from what it takes and who may call it. */
function errorsOf(spec: RouteSpec): number[] {
  const errors = new Set<number>();
  if (spec.body || spec.query || spec.path.includes(':')) errors.add(400);
  if (spec.auth !== 'public') errors.add(401).add(403).add(429);
  if (spec.method !== 'get') errors.add(403);
  if (spec.path.includes(':')) errors.add(404);
  if (spec.method !== 'get' && spec.auth !== 'public') errors.add(409);
  if (spec.path.startsWith('/api/auth/')) errors.add(429);
  if (!HEALTH_PATHS.has(spec.path)) errors.add(421);
  return [...errors].sort();
}

function operationOf(spec: RouteSpec, components: Json): Json {
  const responses: Json = {};
  for (const [status, body] of Object.entries(spec.responses)) {
    responses[status] = responseOf(body, status === '304' ? 'Not modified (ETag)' : 'Success', components);
  }
  for (const status of errorsOf(spec)) responses[status] ??= { $ref: `#/components/responses/E${status}` };
  responses.default = { $ref: '#/components/responses/Error' };
  const parameters = parametersOf(spec, components);
  const requestBody = requestBodyOf(spec, components);
  const operationId = operationIdOf(spec);
  return {
    operationId,
    summary: spec.summary,
    tags: [operationId.split('.')[0]],
    ...(spec.auth === 'public' ? { security: [{}] } : {}),
    ...(spec.auth === 'admin' ? { description: 'Admins only.' } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** Builds the OpenAPI 3.1 document of every path in `restPaths`. */
export function buildOpenApiDocument(routes: readonly RouteSpec[] = restPaths): Json {
  const schemas: Json = {};
  const paths: Record<string, Json> = {};
  for (const spec of routes) {
    const path = openApiPath(spec.path);
    paths[path] = { ...paths[path], [spec.method]: operationOf(spec, schemas) };
  }
  const used = new Set(routes.map((spec) => operationIdOf(spec).split('.')[0]));
  const tags = Object.entries(TAGS)
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
  const errorRef = { $ref: '#/components/schemas/Error' };
  toSchema(ErrorBody, 'output', schemas);
  const responses: Json = {
    Error: {
      description: 'Any other refusal or failure.',
      content: { 'application/json': { schema: errorRef } },
    },
  };
  for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
    responses[`E${status}`] = { description, content: { 'application/json': { schema: errorRef } } };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Task manager API',
      version: '1',
      description:
        'REST paths under `/api`. Sign in with a personal access token (`Authorization: Bearer tmpat_…`, see docs/api.md) ' +
        'or with the session cookie of `POST /api/auth/login`, whose writes also need the `X-Requested-With` header.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerToken: [] }, { sessionCookie: [], antiForgery: [] }],
    tags,
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'tmpat_…',
          description: 'A personal access token (`POST /api/tokens`); scope `read` is refused writes (403).',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'tm_session',
          description: 'The browser session (set by `POST /api/auth/login`).',
        },
        antiForgery: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Requested-With',
          description:
            'With the cookie, a request that changes something must have a JSON body or this header (any value).',
        },
      },
    },
  };
}

let built: Json | undefined;
/** The document, built once per process (the schemas do not change while it runs). */
export const openApiDocument = (): Json => (built ??= buildOpenApiDocument());
