import type { AppDeps } from '../../app-deps.ts';
import type { RequestCtx } from '../../http/request-context.ts';
import type { User } from './user.entity.ts';

/** What account services get from either adapter: the request's context plus the app's collaborators. */
export type ServiceCtx = RequestCtx & { deps: AppDeps };
export type MemberCtx = ServiceCtx & { user: User };
