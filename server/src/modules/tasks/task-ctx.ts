import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionMember } from '../auth/session.service.ts';

/** What task services get from either adapter (REST or tRPC): the request's EntityManager, its member, the app. */
export interface TaskCtx {
  em: EntityManager;
  member: SessionMember;
  deps: AppDeps;
  /** The request's address, for the audit log (publish/unpublish). */
  ip?: string;
}
