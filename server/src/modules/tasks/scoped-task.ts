import type { ServiceCtx } from '../../context/service-ctx.ts';
import { notFound } from '../../errors/domain-error.ts';
import { taskReads } from './task-reads.ts';
import { memberScope, PUBLIC_SCOPE } from './task-scope.ts';

/**
 * The one check that a caller may act on a task, run by every endpoint that names
 * one (`task:` of its row, modules/endpoint.ts) before its handler: a task outside
 * the caller's scope is a 404, the same answer as a task that does not exist, so an
 * id tells nothing about tasks one may not see.
 */
export async function assertTaskInScope(ctx: ServiceCtx, taskId: string): Promise<void> {
  const scope = ctx.member ? memberScope(ctx.member) : PUBLIC_SCOPE;
  if (!(await taskReads.exists(ctx.em, taskId, scope))) throw notFound('Task');
}
