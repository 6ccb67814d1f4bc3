import type { z } from 'zod';

/** Who may call a path: anyone, a signed-in member (cookie or token), or an admin. */
export type RouteAuth = 'public' | 'member' | 'admin';

/** A response's body: a zod schema of JSON, nothing (204, 304), or another media type. */
export type ResponseBody =
  | z.ZodType
  | 'empty'
  | { mediaType: string; binary?: boolean }
  /** JSON, or (as the query asks) the same content as another text media type: `?format=csv`. */
  | { json: z.ZodType; orMediaType: string };

/**
 * One REST path of the server, as the OpenAPI document tells it. `path` is written as
 * the express router mounts it (`/api/tasks/:id`), so the coverage test compares the
 * two directly; the document turns `:id` into `{id}`.
 */
export interface RouteSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /**
   * The tRPC procedure that does what this path does (`tasks.get`): it is the
   * operation's `operationId`, and its namespace the operation's tag, so a client
   * generated from the document names its calls as the router does (a test finds
   * each in the router). A path no procedure stands for (a file, a stream, a
   * redirect) names its own id of the same shape, with a comment saying why.
   */
  procedure: string | { restOnly: string };
  summary: string;
  auth: RouteAuth;
  /** Query parameters: the same zod object the handler parses `req.query` with. */
  query?: z.ZodObject;
  /** A JSON body (the handler's zod schema) or a multipart upload with its file field. */
  body?: z.ZodType | { multipart: string };
  responses: Record<number, ResponseBody>;
  /** Path parameters that are not UUIDs (their type is then a plain string). */
  textParams?: readonly string[];
}

export const route = (spec: RouteSpec): RouteSpec => spec;

/** `tasks.get`: the operation's id, whether a procedure's name or a REST-only one. */
export const operationIdOf = (spec: RouteSpec): string =>
  typeof spec.procedure === 'string' ? spec.procedure : spec.procedure.restOnly;
