import type { AppDeps } from '../../app-deps.ts';
import type { RequestCtx } from '../../http/request-context.ts';
import type { SessionMember } from '../auth/session.service.ts';

/**
 * What account services get from either adapter: the request's context (REST's
 * `req.ctx`, or tRPC's inner context) plus the app's collaborators.
 */
export type ServiceCtx = RequestCtx & { deps: AppDeps };
/** The same for a signed-in member: the session's plain member; services load the entity they change. */
export type MemberCtx = ServiceCtx & { member: SessionMember };
