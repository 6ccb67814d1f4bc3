import type { EntityManager } from '@mikro-orm/postgresql';
import type { TokenScope } from '@tm/domain/api/access-token.schema';
import type { AppDeps } from '../app-deps.ts';
import type { SessionMember } from '../modules/auth/session.service.ts';
import type { SessionRestriction } from '../modules/auth/session-restriction.ts';

/**
 * What every service is given, whichever transport called it: the acting person,
 * the database handle, the app's collaborators and the facts of the call a service
 * may record (address, browser, the app's address for links). Nothing of HTTP: a
 * service that signs someone in answers a `WithSessionCookie` (modules/endpoint.ts)
 * and the transport sets it. REST's `req.ctx` and tRPC's context are this, made by
 * `serviceContext`.
 */
export interface ServiceCtx {
  deps: AppDeps;
  /** This call's own EntityManager (a fork: its identity map lives as long as the call). */
  em: EntityManager;
  /**
   * The signed-in member as read with the session (id, name, e-mail, avatar, role): a
   * plain value, never a managed entity; services that change the account load it.
   */
  member: SessionMember | null;
  sessionId: string | null;
  sessionToken: string | undefined;
  /** Set when the session may not act as its member yet; the session check let this call through. */
  sessionRestriction: SessionRestriction | null;
  /** Set when the call came with a personal access token instead of a session: what it may do. */
  tokenScope: TokenScope | null;
  ip: string;
  /** The browser's User-Agent header (the sessions list names the browser and system from it). */
  userAgent?: string;
  /** Where the app is reached: PUBLIC_URL when set, else this request's scheme and host (links in mail). */
  appUrl: string;
}

/** The same for a signed-in member: the session's plain member; services load the entity they change. */
export type MemberCtx = ServiceCtx & { member: SessionMember };

/** What a caller knows of the call; everything but the app and the member has a default. */
export type ServiceCtxOptions = Pick<ServiceCtx, 'deps' | 'member'> &
  Partial<Omit<ServiceCtx, 'deps' | 'member'>>;

/**
 * The one way a service context is made: by the request context for REST and tRPC
 * (http/request-context.ts), and by tests and direct callers (trpc/context.ts).
 */
export function serviceContext(opts: ServiceCtxOptions): ServiceCtx {
  const { deps } = opts;
  return {
    deps,
    em: opts.em ?? (deps.orm.em.fork() as EntityManager),
    member: opts.member,
    sessionId: opts.sessionId ?? null,
    sessionToken: opts.sessionToken,
    sessionRestriction: opts.sessionRestriction ?? null,
    tokenScope: opts.tokenScope ?? null,
    ip: opts.ip ?? '127.0.0.1',
    userAgent: opts.userAgent,
    appUrl: opts.appUrl ?? (deps.config.publicUrl ?? 'http://localhost').replace(/\/+$/, ''),
  };
}
