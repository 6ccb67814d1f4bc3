import type { z } from 'zod';

/** Who may call a path: anyone, a signed-in member (cookie or token), or an admin. */
type RouteAuth = 'public' | 'member' | 'admin';

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
