import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { Request, Response } from 'express';
import type { ZodObject, ZodType, z } from 'zod';
import type { MemberCtx, ServiceCtx } from '../context/service-ctx.ts';
import type { DomainError } from '../errors/domain-error.ts';
import type { ResponseBody, RouteAuth, RouteSpec } from './route-spec.ts';

/** `tasks.get` is a query, `tasks.update` a mutation: a GET path is a query unless said otherwise. */
export type EndpointKind = 'query' | 'mutation';
type Method = RouteSpec['method'];

/** What a handler acts as: any caller for a public endpoint, else the signed-in member (admins for admin ones). */
type EndpointCtx<A extends RouteAuth> = A extends 'public' ? ServiceCtx : MemberCtx;

/** The handler's input: the schema's output, or nothing when the endpoint takes none. */
type InputOf<I> = I extends ZodType ? z.output<I> : undefined;

/**
 * A path parameter of the REST view and the input key it fills (`:id` of
 * `/api/tasks/:id/comments` is the input's `taskId`). A UUID parameter names the
 * entity a malformed id is a 404 of (nothing that is not a UUID can name a row), or
 * the module's own 404 for it (`LABEL_NOT_FOUND`). A text parameter (`text: true`,
 * a plain string in the document) and a UUID parameter with neither are passed as
 * they are, for the input schema to check (a malformed one is then its 400, as any
 * field's: an integration's `:provider` outside the list).
 */
export type PathParam = { key?: string } & (
  | { notFound: string | (() => DomainError); text?: never }
  | { text: true; notFound?: never }
  | { notFound?: never; text?: never }
);

/**
 * The REST view of an endpoint: where it is mounted and how its input is read: the
 * body and the query each by its own schema (the input without the keys the path
 * fills), the path's parameters set over them (module-endpoints.ts, `restInput`).
 */
export interface RestView<R> {
  method: Method;
  /** As the router mounts it, under `/api` (`/api/tasks/:id`). */
  path: string;
  params?: Readonly<Record<string, PathParam>>;
  /** The body's own schema, for the document and for the error of a body that is not an object. */
  body?: ZodType;
  /** Query parameters, for the document; their values are read into the input. */
  query?: ZodObject;
  /** Answers: the first 2xx with a body is the success status; a handler answering nothing (or null) is a 204. */
  responses: Record<number, ResponseBody>;
  /** Writes the answer itself (a kept list's bytes with their ETag); otherwise JSON with the success status. */
  reply?: (result: R, req: Request, res: Response) => Promise<void> | void;
}

export interface EndpointSpec<
  I extends ZodType | undefined,
  R,
  A,
  Auth extends RouteAuth,
  K extends EndpointKind,
> {
  auth: Auth;
  summary: string;
  /** Defaults to `query` for a GET path, else `mutation`; an endpoint without a REST view names it. */
  kind?: K;
  /** The one schema of the input (tRPC's `.input()`, REST's merged params, query and body). */
  input?: I;
  /**
   * The input key holding a task's id: the task is resolved once, in the caller's
   * scope, before the handler runs (404 when it is out of scope), so the handler
   * never acts on a task its caller may not see.
   */
  task?: string;
  /** Its `reply`, as `answer`, gets the body of a `WithSessionCookie` result: the transport set the cookie. */
  rest?: RestView<Answered<R>>;
  /** tRPC's own: sign-in calls refuse batches; an output schema the answer is checked against. */
  trpc?: { unbatched?: boolean; output?: ZodType };
  handler: (ctx: EndpointCtx<Auth>, input: InputOf<I>) => Promise<R> | R;
  /** What tRPC answers when it is not the handler's result (a kept list's value, `{ id }` of a delete). */
  answer?: (result: Answered<R>, input: InputOf<I>) => A;
}

/** An endpoint as the module derivation reads it, its kind settled. */
export interface Endpoint<
  I extends ZodType | undefined = ZodType | undefined,
  R = unknown,
  A = unknown,
  Auth extends RouteAuth = RouteAuth,
  K extends EndpointKind = EndpointKind,
> extends EndpointSpec<I, R, A, Auth, K> {
  kind: K;
  readonly __types?: { input: I; answer: A };
}

// biome-ignore lint/suspicious/noExplicitAny: the derivation reads rows of every shape.
export type AnyEndpoint = Endpoint<any, any, any, RouteAuth, EndpointKind>;

type KindOf<K, M> = [K] extends [never] ? ([M] extends ['get'] ? 'query' : 'mutation') : K;

/**
 * Declares one endpoint: its REST path, its tRPC procedure (the key it is given in
 * the module's `endpoints`) and its OpenAPI operation are all derived from this row
 * (modules/module-endpoints.ts).
 */
export function endpoint<
  I extends ZodType | undefined = undefined,
  R = unknown,
  A = R,
  Auth extends RouteAuth = RouteAuth,
  K extends EndpointKind = never,
  M extends Method = never,
>(
  spec: EndpointSpec<I, R, A, Auth, K> & { rest?: RestView<Answered<R>> & { method: M } },
): Endpoint<I, R, A, Auth, KindOf<K, M>> {
  const kind = spec.kind ?? (spec.rest?.method === 'get' ? 'query' : 'mutation');
  return { ...spec, kind } as Endpoint<I, R, A, Auth, KindOf<K, M>>;
}

/** The tRPC procedure an endpoint becomes, typed for clients: its input, its answer. */
export type ProcedureOf<E> = E extends {
  kind: infer K;
  readonly __types?: { input: infer I; answer: infer A };
}
  ? {
      // biome-ignore lint/suspicious/noConfusingVoidType: tRPC's own type of "no input".
      input: I extends ZodType ? z.input<I> : void;
      output: Answered<Awaited<A>>;
      meta: object;
    } extends infer D extends { input: unknown; output: unknown; meta: unknown }
    ? K extends 'query'
      ? TRPCQueryProcedure<D>
      : TRPCMutationProcedure<D>
    : never
  : never;

/** What a sign-in, sign-up or sign-out asks the transport to do with the session cookie. */
export type SessionCookieChange = { set: string; expiresAt: Date } | 'clear';

/**
 * An answer that also changes the session cookie. Services stay free of HTTP: they
 * return this, and the endpoint's transport (REST's response, tRPC's request) sets
 * or clears the cookie and answers `body`.
 */
export class WithSessionCookie<T> {
  readonly body: T;
  readonly cookie: SessionCookieChange;
  constructor(body: T, cookie: SessionCookieChange) {
    this.body = body;
    this.cookie = cookie;
  }
}

/** The answer as clients see it: the body of a `WithSessionCookie`. */
export type Answered<T> = T extends WithSessionCookie<infer B> ? B : T;
